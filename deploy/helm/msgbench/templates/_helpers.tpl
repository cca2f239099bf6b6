{{/* Names: <release>-msgbench unless the release name already holds the chart's name. */}}
{{- define "msgbench.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 50 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 50 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "msgbench.workers" -}}
{{- printf "%s-worker" (include "msgbench.fullname" .) -}}
{{- end -}}

{{- define "msgbench.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "msgbench.workerSelector" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: worker
{{- end -}}

{{- define "msgbench.image" -}}
{{- $tag := .Values.image.tag | default .Chart.AppVersion -}}
{{- if .Values.image.digest -}}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest -}}
{{- else -}}
{{- printf "%s:%s" .Values.image.repository $tag -}}
{{- end -}}
{{- end -}}

{{- define "msgbench.tokenSecret" -}}
{{- .Values.token.existingSecret | default (printf "%s-token" (include "msgbench.fullname" .)) -}}
{{- end -}}

{{/* The workers' stable DNS names: pod <statefulset>-<i> under the headless Service, one per replica. */}}
{{- define "msgbench.workerUrls" -}}
{{- $workers := include "msgbench.workers" . -}}
{{- range $i := until (int .Values.workers.replicas) }}
- http://{{ $workers }}-{{ $i }}.{{ $workers }}.{{ $.Release.Namespace }}.svc:{{ $.Values.workers.port }}
{{- end -}}
{{- end -}}

{{/* Where GET /metrics is served: a port of its own when workers.metrics.port is set, else the API port. */}}
{{- define "msgbench.metricsPort" -}}
{{- .Values.workers.metrics.port | default .Values.workers.port -}}
{{- end -}}

{{- define "msgbench.resultsClaim" -}}
{{- .Values.results.persistence.existingClaim | default (printf "%s-results" (include "msgbench.fullname" .)) -}}
{{- end -}}

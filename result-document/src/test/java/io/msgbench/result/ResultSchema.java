package io.msgbench.result;

import com.fasterxml.classmate.ResolvedType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.victools.jsonschema.generator.CustomDefinition;
import com.github.victools.jsonschema.generator.FieldScope;
import com.github.victools.jsonschema.generator.Option;
import com.github.victools.jsonschema.generator.OptionPreset;
import com.github.victools.jsonschema.generator.SchemaGenerationContext;
import com.github.victools.jsonschema.generator.SchemaGenerator;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaVersion;
import com.github.victools.jsonschema.module.jackson.JacksonModule;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.AnnotatedType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * The result document's JSON Schema, generated from the records that declare it ({@link OmbFields},
 * {@link OmbLatencyFields}, {@link MsgbenchSection}), and the check that a file keeps to it. Published as
 * docs/result.schema.json; {@code ResultSchemaTest} keeps that file equal to what this generates. A component
 * may be null only where its type says {@link Nullable}, and may be left out only where it is written with
 * {@code @JsonInclude}; msgbench's section admits no key it does not declare.
 */
public final class ResultSchema {
    /** Names the format version it describes ({@link MsgbenchSection#FORMAT_VERSION}). */
    public static final String ID = "urn:msgbench:result:" + MsgbenchSection.FORMAT_VERSION;

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonSchema SCHEMA = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
            .getSchema(
                    generate(),
                    SchemaValidatorsConfig.builder()
                            .formatAssertionsEnabled(true)
                            .build());

    private ResultSchema() {}

    /** The schema of a result file: OMB's fields at the top (other keys allowed: OMB adds its own), then ours. */
    public static ObjectNode generate() {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        root.put("$id", ID);
        root.put("title", "msgbench result");
        root.put(
                "description",
                "A result file of msgbench (docs/results.md), or of OMB: OMB's fields at the top level,"
                        + " msgbench's own under \"msgbench\".");
        ObjectNode omb = schemaOf(OmbFields.class);
        root.put("type", "object");
        ObjectNode properties = root.putObject("properties");
        properties.setAll((ObjectNode) omb.path("properties"));
        for (String name : OmbLatencyFields.names()) {
            properties.set(name, latencyField(name));
        }
        ObjectNode section = schemaOf(MsgbenchSection.class);
        properties.putObject("msgbench").put("$ref", "#/$defs/MsgbenchSection");
        root.set("required", omb.path("required"));
        ObjectNode defs = root.putObject("$defs");
        for (ObjectNode part : List.of(omb, section)) {
            if (part.path("$defs") instanceof ObjectNode partDefs) {
                defs.setAll(partDefs);
            }
        }
        section.remove(List.of("$schema", "$defs"));
        defs.set("MsgbenchSection", section);
        return root;
    }

    /** Every reason the file breaks the schema; empty when it keeps to it. */
    public static List<String> problems(Path file) {
        try {
            return problems(MAPPER.readTree(file.toFile()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static List<String> problems(JsonNode document) {
        Set<ValidationMessage> messages = SCHEMA.validate(document);
        return messages.stream().map(ValidationMessage::getMessage).sorted().collect(Collectors.toList());
    }

    /** The file, read, after checking it against the schema: an AssertionError names each problem. */
    public static JsonNode read(Path file) {
        List<String> problems = problems(file);
        if (!problems.isEmpty()) {
            throw new AssertionError(file + " breaks the result schema:\n  " + String.join("\n  ", problems));
        }
        try {
            return MAPPER.readTree(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A series (one value a measure interval) or a whole-phase figure; a value without a sample is null. */
    private static ObjectNode latencyField(String name) {
        ObjectNode field = MAPPER.createObjectNode();
        if (name.endsWith(OmbLatencyFields.QUANTILES)) {
            field.put("type", "object");
            field.putObject("additionalProperties").put("type", "number");
        } else if (name.startsWith("aggregated")) {
            nullableNumber(field);
        } else {
            field.put("type", "array");
            nullableNumber(field.putObject("items"));
        }
        return field;
    }

    private static void nullableNumber(ObjectNode node) {
        ArrayNode types = node.putArray("type");
        types.add("number").add("null");
    }

    private static ObjectNode schemaOf(Class<?> type) {
        SchemaGeneratorConfigBuilder config = new SchemaGeneratorConfigBuilder(
                        SchemaVersion.DRAFT_2020_12, OptionPreset.PLAIN_JSON)
                .with(new JacksonModule())
                .with(Option.DEFINITIONS_FOR_ALL_OBJECTS, Option.FORBIDDEN_ADDITIONAL_PROPERTIES_BY_DEFAULT)
                .with(Option.MAP_VALUES_AS_ADDITIONAL_PROPERTIES, Option.NULLABLE_ARRAY_ITEMS_ALLOWED);
        config.forFields().withNullableCheck(ResultSchema::nullable);
        config.forTypesInGeneral().withCustomDefinitionProvider(ResultSchema::flattened);
        config.forFields().withRequiredCheck(field -> !leftOutWhenEmpty(field));
        return new SchemaGenerator(config.build()).generateSchema(type);
    }

    /**
     * The two parts written flat through {@code @JsonValue}: the measure histograms (how they are encoded, then
     * one string per metric) and the backlog (the report's fields and its phases' figures side by side).
     */
    private static CustomDefinition flattened(ResolvedType type, SchemaGenerationContext context) {
        if (type.getErasedType() == MsgbenchSection.MeasureHistograms.class) {
            ObjectNode node = context.getGeneratorConfig().createObjectNode();
            node.put("type", "object");
            ObjectNode properties = node.putObject("properties");
            properties.putObject("encoding").put("const", MsgbenchSection.HISTOGRAM_ENCODING);
            properties.putObject("scope").put("const", MsgbenchSection.HISTOGRAM_SCOPE);
            node.putArray("required").add("encoding").add("scope");
            node.putObject("additionalProperties").put("type", "string");
            return new CustomDefinition(node);
        }
        if (type.getErasedType() == MsgbenchSection.Backlog.class) {
            ResolvedType report = context.getTypeContext().resolve(BacklogReport.class);
            ObjectNode node = context.createStandardDefinition(report, null);
            ObjectNode phases = ((ObjectNode) node.path("properties")).putObject("phases");
            phases.put("type", "object");
            phases.set(
                    "additionalProperties",
                    context.createDefinitionReference(context.getTypeContext().resolve(PhaseFigures.class)));
            ((ArrayNode) node.withArray("required")).add("phases");
            return new CustomDefinition(node);
        }
        return null;
    }

    private static boolean nullable(FieldScope field) {
        AnnotatedType type = field.getRawMember().getAnnotatedType();
        return type.isAnnotationPresent(Nullable.class);
    }

    private static boolean leftOutWhenEmpty(FieldScope field) {
        var include = field.getAnnotationConsideringFieldAndGetter(com.fasterxml.jackson.annotation.JsonInclude.class);
        return include != null;
    }
}

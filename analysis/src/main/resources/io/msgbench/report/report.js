/* Draws the report's charts with uPlot (inlined above). Each chart div gets data-series-pixels: how many
   pixels of each line's colour were drawn, so a headless browser test can tell a drawn chart from an empty frame;
   a chart with bands (a run's phases) also gets data-bands (their labels), data-band-pixels (how many pixels
   of each band's fill show inside it) and data-band-label-rows (the text row of each band's label, -1 for none); a chart with stacked series (the latency breakdown) gets data-stack-pixels:
   how many pixels of each layer's fill show. */
(function () {
  'use strict';
  var PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf',
    '#bcbd22', '#7f7f7f'];
  var charts = JSON.parse(document.getElementById('msgbench-charts').textContent);

  function align(series) {
    var all = [];
    series.forEach(function (s) { all = all.concat(s.x); });
    var xs = Array.from(new Set(all)).sort(function (a, b) { return a - b; });
    var index = new Map(xs.map(function (x, i) { return [x, i]; }));
    var data = [xs];
    series.forEach(function (s) {
      var ys = new Array(xs.length).fill(null);
      s.x.forEach(function (x, i) { ys[index.get(x)] = s.y[i]; });
      data.push(ys);
    });
    return data;
  }

  function ninesLabel(v) {
    return String(+(100 * (1 - Math.pow(10, -v))).toFixed(6)) + '%';
  }

  function wholeSteps(u, axis, min, max) {
    var splits = [];
    for (var v = Math.ceil(min); v <= Math.floor(max); v++) { splits.push(v); }
    return splits;
  }

  /* Ticks on whole numbers only, at most about ten of them: a count axis (nights) has no 2.5. */
  function countSteps(u, axis, min, max) {
    var step = Math.max(1, Math.ceil((max - min) / 10));
    var splits = [];
    for (var v = Math.ceil(min / step) * step; v <= max; v += step) { splits.push(v); }
    return splits;
  }

  function rgb(hex) {
    return [1, 3, 5].map(function (i) { return parseInt(hex.substr(i, 2), 16); });
  }

  function seriesPixels(image, count) {
    var pixels = image.data;
    var colours = PALETTE.slice(0, count).map(rgb);
    var found = colours.map(function () { return 0; });
    for (var i = 0; i < pixels.length; i += 4) {
      for (var c = 0; c < colours.length; c++) {
        var k = colours[c];
        if (pixels[i + 3] > 200 && Math.abs(pixels[i] - k[0]) < 8 && Math.abs(pixels[i + 1] - k[1]) < 8
            && Math.abs(pixels[i + 2] - k[2]) < 8) { found[c]++; }
      }
    }
    return found;
  }

  /* Each band fills its lane (lane i of n: the i-th n-th of the plot's height, from the top) under the lines. Its
     label goes inside it when it fits, else a row lower starting at the band (moved left to end inside the plot),
     or nowhere when the lane has no room for a second row: PngBands' rule. Returns each band's label row (-1:
     none), for data-band-label-rows. */
  function drawBands(u, chart) {
    var lanes = laneCount(chart);
    var ctx = u.ctx;
    var laneHeight = u.bbox.height / lanes;
    var row = 13 * devicePixelRatio;
    var plotRight = u.bbox.left + u.bbox.width;
    ctx.save();
    ctx.font = Math.round(11 * devicePixelRatio) + 'px sans-serif';
    var rows = chart.bands.map(function (band) {
      var r = bandRect(u, band, laneHeight);
      if (r.width <= 0) { return -1; }
      ctx.fillStyle = band.colour;
      ctx.fillRect(r.left, r.top, r.width, r.height);
      var width = ctx.measureText(band.label).width;
      var labelRow = width + 6 < r.width ? 0 : laneHeight >= 3 * row ? 1 : -1;
      if (labelRow >= 0) {
        ctx.fillStyle = '#555555';
        ctx.fillText(band.label, Math.min(r.left + 3, plotRight - width - 3), r.top + row + labelRow * row);
      }
      return labelRow;
    });
    ctx.restore();
    return rows;
  }

  function laneCount(chart) {
    return chart.bands.reduce(function (n, band) { return Math.max(n, band.lane + 1); }, 1);
  }

  /* A phase narrower than a few pixels (a drain of some milliseconds) is widened to stay visible, inside the plot. */
  function bandRect(u, band, laneHeight) {
    var plotRight = u.bbox.left + u.bbox.width, least = 4 * devicePixelRatio;
    var left = Math.max(u.bbox.left, Math.round(u.valToPos(band.from, 'x', true)));
    var right = Math.min(plotRight, Math.round(u.valToPos(band.to, 'x', true)));
    if (right >= left && right - left < least) {
      left = Math.max(u.bbox.left, Math.min(left, plotRight - least));
      right = left + least;
    }
    return { left: left, top: Math.round(u.bbox.top + band.lane * laneHeight), width: right - left,
      height: Math.round(laneHeight) };
  }

  /* Pixels of each band's own fill inside its rectangle: zero when a band was not painted (or painted over).
     Reads the one image of the whole canvas that seriesPixels reads too (one readback per chart). */
  function bandPixels(u, chart, image) {
    var laneHeight = u.bbox.height / laneCount(chart);
    return chart.bands.map(function (band) {
      var r = bandRect(u, band, laneHeight);
      var k = rgb(band.colour);
      var found = 0;
      for (var y = Math.max(0, r.top); y < Math.min(image.height, r.top + r.height); y++) {
        for (var x = Math.max(0, r.left); x < Math.min(image.width, r.left + r.width); x++) {
          var i = 4 * (y * image.width + x);
          if (image.data[i + 3] > 200 && Math.abs(image.data[i] - k[0]) < 3
              && Math.abs(image.data[i + 1] - k[1]) < 3 && Math.abs(image.data[i + 2] - k[2]) < 3) { found++; }
        }
      }
      return found;
    });
  }

  /* A stacked series' y is already the running sum (bottom layer first): its layer fills the band between it and the
     stacked series before it (the x axis for the first), opaque and pale, under the grid and every line. */
  function drawStack(u, chart) {
    var ctx = u.ctx, below = null;
    ctx.save();
    ctx.beginPath();
    ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height);
    ctx.clip();
    chart.series.forEach(function (s, i) {
      if (!s.stacked) { return; }
      var xs = u.data[0], top = u.data[i + 1], upper = [], lower = [];
      for (var j = 0; j < xs.length; j++) {
        if (top[j] == null) { continue; }
        var x = u.valToPos(xs[j], 'x', true);
        upper.push([x, u.valToPos(top[j], 'y', true)]);
        lower.unshift([x, u.valToPos(below && below[j] != null ? below[j] : 0, 'y', true)]);
      }
      ctx.beginPath();
      upper.concat(lower).forEach(function (p, k) {
        if (k === 0) { ctx.moveTo(p[0], p[1]); } else { ctx.lineTo(p[0], p[1]); }
      });
      ctx.closePath();
      ctx.fillStyle = tint(PALETTE[i % PALETTE.length]);
      ctx.fill();
      below = top;
    });
    ctx.restore();
  }

  /* The colour mixed 60% of the way to white, as the PNG's PngStack.tint does. */
  function tint(hex) {
    return 'rgb(' + rgb(hex).map(function (c) { return Math.round(c + (255 - c) * 0.6); }).join(',') + ')';
  }

  /* Pixels of each stacked layer's fill colour in the plot: zero for a layer never painted (or one of no height). */
  function stackPixels(u, chart, image) {
    return chart.series.map(function (s, i) { return s.stacked ? i : -1; }).filter(function (i) { return i >= 0; })
      .map(function (i) {
        var k = rgb(PALETTE[i % PALETTE.length]).map(function (c) { return Math.round(c + (255 - c) * 0.6); });
        var found = 0;
        for (var p = 0; p < image.data.length; p += 4) {
          if (image.data[p + 3] > 200 && Math.abs(image.data[p] - k[0]) < 3 && Math.abs(image.data[p + 1] - k[1]) < 3
              && Math.abs(image.data[p + 2] - k[2]) < 3) { found++; }
        }
        return found;
      });
  }

  function hasStack(chart) {
    return chart.series.some(function (s) { return s.stacked; });
  }

  /* Earlier runs get wider lines (even pixel widths, so edges stay crisp): where two runs' lines coincide
     (both backlogs flat at zero, say), the one drawn first still shows around the one drawn over it. */
  function lineWidth(index, count) {
    return 2 + 2 * Math.min(count - 1 - index, 2);
  }

  function options(chart, target) {
    var xAxis = { label: chart.xLabel };
    var xScale = { time: false, distr: chart.xScale === 'LOG' ? 3 : 1 };
    if (chart.xScale === 'NINES') {
      xAxis.values = function (u, values) { return values.map(ninesLabel); };
      xAxis.splits = wholeSteps;
      xScale.range = function (u, min, max) { return [0, Math.max(1, Math.ceil(max))]; };
    }
    if (chart.xScale === 'WHOLE') {
      xAxis.splits = countSteps;
      xAxis.values = function (u, values) {
        var labels = values.map(String);
        target.dataset.xTicks = labels.join(',');
        return labels;
      };
    }
    if (chart.bands.length) { /* the axis spans every band, also a phase before the first point (warm-up) */
      xScale.range = function (u, min, max) {
        chart.bands.forEach(function (band) { min = Math.min(min, band.from); max = Math.max(max, band.to); });
        return [min, max];
      };
    }
    var yScale = { distr: chart.yScale === 'LOG' ? 3 : 1 };
    if (hasStack(chart)) { /* a stack stands on zero */
      yScale.range = function (u, min, max) { return [0, max > 0 ? max * 1.05 : 1]; };
    }
    return {
      title: chart.title,
      width: Math.min(1100, Math.max(600, window.innerWidth - 60)),
      height: 360,
      scales: { x: xScale, y: yScale },
      axes: [xAxis, { label: chart.yLabel, size: 70 }],
      series: [{ label: chart.xLabel }].concat(chart.series.map(function (s, i) {
        return { label: s.name, stroke: PALETTE[i % PALETTE.length],
          width: s.stacked ? 2 : lineWidth(i, chart.series.length),
          spanGaps: true,
          points: { show: chart.xScale === 'LOG' || s.x.length < 3 } };
      })),
      hooks: { drawClear: [function (u) {
        if (chart.bands.length) { target.dataset.bandLabelRows = drawBands(u, chart).join(','); }
        if (hasStack(chart)) { drawStack(u, chart); }
      }], draw: [function (u) {
        var image = u.ctx.getImageData(0, 0, u.ctx.canvas.width, u.ctx.canvas.height);
        target.dataset.seriesPixels = seriesPixels(image, chart.series.length).join(',');
        if (chart.bands.length) {
          target.dataset.bands = chart.bands.map(function (band) { return band.label; }).join(',');
          target.dataset.bandPixels = bandPixels(u, chart, image).join(',');
        }
        if (hasStack(chart)) { target.dataset.stackPixels = stackPixels(u, chart, image).join(','); }
        target.dataset.drawn = 'true';
        document.body.dataset.chartsDrawn = String(document.querySelectorAll('[data-drawn]').length);
      }] }
    };
  }

  charts.forEach(function (chart) {
    var target = document.querySelector('[data-chart="' + chart.id + '"]');
    new uPlot(options(chart, target), align(chart.series), target);
  });
  document.body.dataset.chartsExpected = String(charts.length);
}());

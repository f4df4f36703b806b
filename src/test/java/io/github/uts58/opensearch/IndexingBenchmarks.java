package io.github.uts58.opensearch;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The table both indexing benchmarks print: per configuration, the median docs/s over the rounds
 * (with min and max) and the median of each round's ratio to {@code standard}. Rounds interleave
 * the configurations, so a round's ratio compares like with like on a machine whose speed drifts.
 */
final class IndexingReport {
  private IndexingReport() {}

  /**
   * {@code docsPerSecond}: per configuration label, one figure per round; one label is standard.
   */
  static String table(Map<String, List<Double>> docsPerSecond) {
    List<Double> standard = docsPerSecond.get("standard");
    int rounds = standard.size();
    StringBuilder report =
        new StringBuilder(
            "\n| configuration | docs/s, median of "
                + rounds
                + " rounds (min–max) | × standard, median of the rounds' ratios |\n|---|---:|---:|\n");
    for (Map.Entry<String, List<Double>> e : docsPerSecond.entrySet()) {
      List<Double> ratios = new ArrayList<>();
      for (int r = 0; r < rounds; r++) {
        ratios.add(e.getValue().get(r) / standard.get(r));
      }
      report.append(
          String.format(
              Locale.ROOT,
              "| %s | %,.0f (%,.0f–%,.0f) | %.2f |%n",
              e.getKey(),
              median(e.getValue()),
              Collections.min(e.getValue()),
              Collections.max(e.getValue()),
              median(ratios)));
    }
    return report.toString();
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}

package io.github.uts58.bench;

import io.github.uts58.core.LinkChecker;
import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkFacets;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.testutil.SampleLog;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The ingest processor's own work without a node: detection in precise mode and the five facet
 * values of each of the 100,000 lines OpenSearchIndexingBenchmark indexes, eight passes in one JVM,
 * passes 4–8 timed (a quick harness, not JMH); the checksum shows two versions give the same
 * values. {@code mvn -B -q -Pbench test-compile exec:exec
 * -Dbench.main=io.github.uts58.bench.ProcessorWork}.
 */
public final class ProcessorWork {
  private ProcessorWork() {}

  public static void main(String[] args) {
    List<String> lines = new ArrayList<>();
    for (SampleLog.Line l : SampleLog.generate(42, 100_000)) {
      lines.add(l.text());
    }
    LinkDetection detection =
        new LinkDetection(
            LinkDetector.builder().schemelessLinks(SchemelessLinks.PRECISE).build(),
            LinkChecker.none());
    LinkFacets facets = LinkFacets.getDefault();
    long checksum = 0;
    StringBuilder times = new StringBuilder();
    for (int pass = 0; pass < 8; pass++) {
      long t0 = System.nanoTime();
      for (String text : lines) {
        Map<LinkFacets.Facet, Set<String>> values = LinkFacets.newValues();
        for (LinkDetection.CheckedLink c : detection.links(text)) {
          facets.add(text, c.link(), values);
        }
        for (Set<String> v : values.values()) {
          checksum += v.hashCode();
        }
      }
      if (pass >= 3) {
        times.append((System.nanoTime() - t0) / 1_000_000).append(" ms ");
      }
    }
    System.out.printf(
        Locale.ROOT,
        "per pass over %,d lines (passes 4-8): %s; checksum %d%n",
        lines.size(),
        times,
        checksum);
  }
}

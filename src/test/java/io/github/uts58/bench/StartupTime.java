package io.github.uts58.bench;

import io.github.uts58.chars.LinkCharIndex;
import io.github.uts58.core.LinkDetector;
import java.util.Locale;

/**
 * How long a fresh JVM takes until the character index is ready, and then until the first detection
 * (the bundled Public Suffix List and TLD set). Run it in a JVM of its own, as the first thing:
 * {@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=io.github.uts58.bench.StartupTime}.
 */
public final class StartupTime {
  private StartupTime() {}

  public static void main(String[] args) {
    long t0 = System.nanoTime();
    int bytes = LinkCharIndex.tableBytes();
    long t1 = System.nanoTime();
    int links = LinkDetector.getDefault().detect("see example.com").size();
    long t2 = System.nanoTime();
    System.out.printf(
        Locale.ROOT,
        "index ready in %d ms (%,d bytes); first detection %d ms later (%d link)%n",
        (t1 - t0) / 1_000_000,
        bytes,
        (t2 - t1) / 1_000_000,
        links);
  }
}

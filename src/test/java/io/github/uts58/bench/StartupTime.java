package io.github.uts58.bench;

import io.github.uts58.chars.LinkCharIndex;
import io.github.uts58.core.LinkDetector;
import java.util.Locale;

/**
 * How long a fresh JVM takes until the character index is ready, and then until the first detection
 * (the bundled Public Suffix List and TLD set). Run it in a JVM of its own, as the first thing:
 * {@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=io.github.uts58.bench.StartupTime}.
 *
 * <p>Started from class directories, this JVM has opened no jar yet, and the first jar opened loads
 * about 350 JDK classes (zip, jar, file system). Every real launch has paid that before it reaches
 * the index (OpenSearch long before; {@code bin/uts58} when it loads Lucene's settings classes), so
 * the first jar is opened first (a Lucene class), timed apart; {@code cold} as argument skips it.
 */
public final class StartupTime {
  private StartupTime() {}

  public static void main(String[] args) throws Exception {
    boolean cold = args.length > 0 && args[0].equals("cold");
    long t0 = System.nanoTime();
    if (!cold) {
      Class.forName("org.apache.lucene.util.Version");
    }
    long t1 = System.nanoTime();
    int bytes = LinkCharIndex.tableBytes();
    long t2 = System.nanoTime();
    int links = LinkDetector.getDefault().detect("see example.com").size();
    long t3 = System.nanoTime();
    System.out.printf(
        Locale.ROOT,
        "%s: %d ms; index ready in %d ms (%,d bytes); first detection %d ms later (%d link)%n",
        cold ? "cold (no jar opened before the index)" : "first jar opened (a Lucene class)",
        (t1 - t0) / 1_000_000,
        (t2 - t1) / 1_000_000,
        bytes,
        (t3 - t2) / 1_000_000,
        links);
  }
}

package io.github.uts58.bench;

import java.io.File;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The core scanner of two builds timed in turns in one JVM: on a VM where the same code moves by up
 * to 25 % between JMH runs, a ratio measured side by side says more than two runs apart. Each build
 * is loaded by a class loader of its own from its {@code target/classes} (ICU4J from this class
 * path), both scan the same corpus ({@link Corpora}, 10 Mi chars, one text) in the mode given, in
 * alternating order; the first quarter of the passes warms up and is not timed.
 *
 * <pre>
 * git worktree add /tmp/base BASE_COMMIT &amp;&amp; (cd /tmp/base &amp;&amp; mvn -B -q test-compile)
 * mvn -B -q -Pbench test-compile exec:exec -Dbench.main=io.github.uts58.bench.InterleavedBuilds \
 *   -Dbench.args="/tmp/base/target/classes target/classes docs precise 40"
 * </pre>
 */
public final class InterleavedBuilds {
  private InterleavedBuilds() {}

  public static void main(String[] args) throws Throwable {
    if (args.length != 5) {
      throw new IllegalArgumentException(
          "usage: InterleavedBuilds BASE_CLASSES NEW_CLASSES CORPUS all|precise|www_only PASSES");
    }
    char[] text = Corpora.build(args[2], 10 << 20).toCharArray();
    String mode = args[3].toUpperCase(Locale.ROOT);
    int passes = Integer.parseInt(args[4]);
    Scanner base = new Scanner(args[0], mode);
    Scanner changed = new Scanner(args[1], mode);
    System.out.printf(
        Locale.ROOT, "links: base %,d, new %,d%n", base.scan(text), changed.scan(text));
    long[] nanos = new long[2];
    int warmUp = passes / 4;
    for (int pass = 0; pass < passes; pass++) {
      for (int k = 0; k < 2; k++) {
        boolean baseFirst = (pass + k) % 2 == 0;
        long start = System.nanoTime();
        (baseFirst ? base : changed).scan(text);
        if (pass >= warmUp) {
          nanos[baseFirst ? 0 : 1] += System.nanoTime() - start;
        }
      }
    }
    int timed = passes - warmUp;
    System.out.printf(
        Locale.ROOT,
        "%s, %s: base %.1f ms, new %.1f ms a pass (%d passes each); new/base %.3f%n",
        args[2],
        args[3],
        nanos[0] / 1e6 / timed,
        nanos[1] / 1e6 / timed,
        timed,
        (double) nanos[1] / nanos[0]);
  }

  /** A LinkScanner of one build, called through method handles. */
  private static final class Scanner {
    private final Object scanner;
    private final MethodHandle reset;
    private final MethodHandle next;

    Scanner(String classes, String mode) throws Throwable {
      List<URL> urls = new ArrayList<>();
      urls.add(Path.of(classes).toUri().toURL());
      for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
        if (entry.contains("icu4j")) {
          urls.add(Path.of(entry).toUri().toURL());
        }
      }
      ClassLoader loader =
          new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
      Class<?> detectorClass = loader.loadClass("io.github.uts58.core.LinkDetector");
      Class<?> modeClass = loader.loadClass("io.github.uts58.core.SchemelessLinks");
      Object builder = detectorClass.getMethod("builder").invoke(null);
      Object modeValue = modeClass.getMethod("valueOf", String.class).invoke(null, mode);
      builder.getClass().getMethod("schemelessLinks", modeClass).invoke(builder, modeValue);
      Object detector = builder.getClass().getMethod("build").invoke(builder);
      scanner = detectorClass.getMethod("newScanner").invoke(detector);
      MethodHandles.Lookup lookup = MethodHandles.publicLookup();
      reset =
          lookup.findVirtual(
              scanner.getClass(),
              "reset",
              MethodType.methodType(void.class, char[].class, int.class, int.class));
      next = lookup.findVirtual(scanner.getClass(), "next", MethodType.methodType(boolean.class));
    }

    int scan(char[] text) throws Throwable {
      reset.invoke(scanner, text, 0, text.length);
      int links = 0;
      while ((boolean) next.invoke(scanner)) {
        links++;
      }
      return links;
    }
  }
}

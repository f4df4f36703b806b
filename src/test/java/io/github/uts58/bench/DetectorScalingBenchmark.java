package io.github.uts58.bench;

import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkScanner;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time to scan adversarial inputs of 1 MB and 8 MB (chars). Linear detection keeps the 8 MB / 1 MB
 * ratio near 8; the goal is ≤ 10. Run: see BENCHMARKS.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DetectorScalingBenchmark {

  @Param({"dots", "at-signs", "open-brackets", "local-part", "long-path", "random", "urls"})
  public String input;

  @Param({"1048576", "8388608"})
  public int size;

  private char[] text;
  private LinkScanner scanner;

  @Setup
  public void setUp() {
    text = build(input, size).toCharArray();
    scanner = LinkDetector.getDefault().newScanner();
  }

  static String build(String kind, int size) {
    return switch (kind) {
      case "dots" -> fill("a.", size);
      case "at-signs" -> fill("x@", size);
      case "open-brackets" -> "example.com/" + "(".repeat(size - 12);
      case "local-part" -> fill("abc", size - 12) + "@example.com";
      case "long-path" -> fill("example.com/" + "a.".repeat(50), size);
      case "random" -> randomText(size);
      case "urls" -> fill("see https://例子.中国/路径?q=(x)#f and σωκράτης@example.com. ", size);
      default -> throw new IllegalArgumentException(kind);
    };
  }

  private static String fill(String unit, int size) {
    return unit.repeat(size / unit.length() + 1).substring(0, size);
  }

  private static String randomText(int size) {
    Random random = new Random(58);
    StringBuilder sb = new StringBuilder(size);
    while (sb.length() < size) {
      int kind = random.nextInt(10);
      int cp = kind < 5 ? 0x20 + random.nextInt(0x5F) : kind < 9 ? random.nextInt(0x10000) : 0xD800 + random.nextInt(0x800);
      sb.append((char) cp);
    }
    return sb.toString();
  }

  @Benchmark
  public int scan() {
    scanner.reset(text, 0, text.length);
    int links = 0;
    while (scanner.next()) {
      links += scanner.end() - scanner.start();
    }
    return links;
  }
}

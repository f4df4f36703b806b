package io.github.uts58.bench;

import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkScanner;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.lucene.Uts58Analyzer;
import java.io.IOException;
import java.io.StringReader;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.custom.CustomAnalyzer;
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
 * Time to process adversarial inputs of 1 Mi and 8 Mi chars with the core scanner and with every
 * analysis chain the plugin offers. Linear time keeps the 8 Mi / 1 Mi ratio near 8; the goal is ≤
 * 10. Run: {@code bin/bench ScalingBenchmark} (see BENCHMARKS.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx2g"})
public class ScalingBenchmark {

  @Param({
    "dots",
    "at-signs",
    "open-brackets",
    "nested-brackets",
    "local-part",
    "long-path",
    "deep-path",
    "long-host",
    "no-hard",
    "random",
    "urls",
    "quoted-queries"
  })
  public String input;

  /**
   * core = the LinkScanner alone, core_precise = the same in schemeless_links=precise, whose
   * evidence reads the text around each host; the others are analysis chains built through Lucene's
   * SPI names; keyword = Lucene's KeywordTokenizer alone, the reference for keyword+uts58_links.
   */
  @Param({
    "core",
    "core_precise",
    "uts58",
    "uts58_icu",
    "uts58_analyzer",
    "links_only+normalize+url_parts",
    "whitespace+uts58_links",
    "keyword+uts58_links",
    "keyword"
  })
  public String component;

  @Param({"1048576", "8388608"})
  public int size;

  private String text;
  private char[] chars;
  private LinkScanner scanner;
  private Analyzer analyzer;

  @Setup
  public void setUp() throws IOException {
    text = build(input, size);
    chars = text.toCharArray();
    scanner =
        (component.equals("core_precise")
                ? LinkDetector.builder().schemelessLinks(SchemelessLinks.PRECISE).build()
                : LinkDetector.getDefault())
            .newScanner();
    analyzer =
        switch (component) {
          case "core", "core_precise" -> null;
          case "uts58" -> CustomAnalyzer.builder().withTokenizer("uts58").build();
          case "uts58_icu" ->
              CustomAnalyzer.builder().withTokenizer("uts58", "word_segmenter", "icu").build();
          case "uts58_analyzer" -> new Uts58Analyzer();
          case "links_only+normalize+url_parts" ->
              CustomAnalyzer.builder()
                  .withTokenizer("uts58", "word_segmenter", "none")
                  .addTokenFilter("uts58_normalize")
                  .addTokenFilter(
                      "uts58_url_parts",
                      "parts",
                      "scheme,host,port,registrable_domain,path,query,fragment,local_part,email_domain",
                      "host_hierarchy",
                      "true",
                      "path_hierarchy",
                      "true",
                      "keep_link",
                      "true")
                  .build();
          case "whitespace+uts58_links" ->
              CustomAnalyzer.builder()
                  .withTokenizer("whitespace")
                  .addTokenFilter("uts58_links", "keep_remainder", "true")
                  .build();
          // One token holding the whole input: the filter's worst case.
          case "keyword+uts58_links" ->
              CustomAnalyzer.builder()
                  .withTokenizer("keyword")
                  .addTokenFilter("uts58_links", "keep_remainder", "true")
                  .build();
          case "keyword" -> CustomAnalyzer.builder().withTokenizer("keyword").build();
          default -> throw new IllegalArgumentException(component);
        };
  }

  static String build(String kind, int size) {
    return switch (kind) {
      case "dots" -> fill("a.", size);
      case "at-signs" -> fill("x@", size);
      case "open-brackets" -> "example.com/" + "(".repeat(size - 12);
      case "nested-brackets" ->
          fill("example.com/" + "(".repeat(100_000) + ")".repeat(100_000) + " ", size);
      case "local-part" -> fill("abc", size - 12) + "@example.com";
      case "long-path" -> fill("example.com/" + "a.".repeat(50), size);
      case "deep-path" -> fill("example.com/" + "a/".repeat(2_000) + " ", size);
      case "long-host" -> fill("a.".repeat(2_000) + "example.com/x ", size);
      case "no-hard" -> "example.com/" + fill("a", size - 12);
      case "random" -> randomText(size);
      case "urls" -> fill("see https://例子.中国/路径?q=(x)#f and σωκράτης@example.com. ", size);
      // a quoted query, then more blanks than precise mode reads after a link (387db1c)
      case "quoted-queries" -> fill("x = 'incident.do?a='" + " ".repeat(40) + "\n", size);
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
      int cp =
          kind < 5
              ? 0x20 + random.nextInt(0x5F)
              : kind < 9 ? random.nextInt(0x10000) : 0xD800 + random.nextInt(0x800);
      sb.append((char) cp);
    }
    return sb.toString();
  }

  @Benchmark
  public long process() throws IOException {
    long sum = 0;
    if (analyzer == null) {
      scanner.reset(chars, 0, chars.length);
      while (scanner.next()) {
        sum += scanner.end() - scanner.start();
      }
      return sum;
    }
    try (TokenStream ts = analyzer.tokenStream("f", new StringReader(text))) {
      ts.reset();
      while (ts.incrementToken()) {
        sum++;
      }
      ts.end();
    }
    return sum;
  }
}

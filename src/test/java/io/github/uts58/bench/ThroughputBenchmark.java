package io.github.uts58.bench;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkScanner;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.lucene.Uts58LinksFilter;
import io.github.uts58.lucene.segmentation.Uts58Tokenizer;
import io.github.uts58.settings.WordSegmentation;
import java.io.IOException;
import java.io.StringReader;
import java.util.EnumSet;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.WhitespaceTokenizer;
import org.apache.lucene.analysis.email.UAX29URLEmailTokenizer;
import org.apache.lucene.analysis.icu.segmentation.ICUTokenizer;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.nibor.autolink.LinkExtractor;
import org.nibor.autolink.LinkSpan;
import org.nibor.autolink.LinkType;
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
 * Time to process a whole corpus (≥ 10 Mi chars) once, for our components and, measured in the same
 * run, Lucene's tokenizers, autolink-java and a plain char loop. {@code BenchReport} turns the JSON
 * result into MB/s and ratios (BENCHMARKS.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx2g"})
public class ThroughputBenchmark {
  static final int CORPUS_CHARS = 10 * 1024 * 1024;

  /** Generated corpora, and {@code installed}: real text read in place ({@link Corpora}). */
  @Param({"logs", "prose", "links", "nonlatin", "docs", "installed"})
  public String corpus;

  private String text;
  private char[] chars;
  private Tokenizer uts58;
  private Tokenizer uts58Precise;
  private Tokenizer uts58Icu;
  private Tokenizer uts58LinksOnly;
  private Tokenizer whitespaceForFilter;
  private TokenStream whitespaceLinks;
  private Tokenizer uax29UrlEmail;
  private Tokenizer standard;
  private Tokenizer icu;
  private Tokenizer whitespace;
  private LinkScanner scanner;
  private LinkScanner preciseScanner;
  private LinkExtractor autolink;

  @Setup
  public void setUp() {
    text = Corpora.build(corpus, CORPUS_CHARS);
    chars = text.toCharArray();
    LinkDetector detector = LinkDetector.getDefault();
    uts58 =
        new Uts58Tokenizer(
            TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY,
            LinkDetection.of(detector),
            WordSegmentation.STANDARD,
            255);
    uts58Icu =
        new Uts58Tokenizer(
            TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY,
            LinkDetection.of(detector),
            WordSegmentation.ICU,
            255);
    uts58LinksOnly =
        new Uts58Tokenizer(
            TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY,
            LinkDetection.of(detector),
            WordSegmentation.NONE,
            255);
    LinkDetector precise = LinkDetector.builder().schemelessLinks(SchemelessLinks.PRECISE).build();
    uts58Precise =
        new Uts58Tokenizer(
            TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY,
            LinkDetection.of(precise),
            WordSegmentation.STANDARD,
            255);
    preciseScanner = precise.newScanner();
    whitespaceForFilter = new WhitespaceTokenizer();
    whitespaceLinks = new Uts58LinksFilter(whitespaceForFilter, LinkDetection.of(detector), true);
    uax29UrlEmail = new UAX29URLEmailTokenizer();
    standard = new StandardTokenizer();
    icu = new ICUTokenizer();
    whitespace = new WhitespaceTokenizer();
    scanner = detector.newScanner();
    autolink =
        LinkExtractor.builder()
            .linkTypes(EnumSet.of(LinkType.URL, LinkType.WWW, LinkType.EMAIL))
            .build();
  }

  private int consume(Tokenizer source, TokenStream stream) throws IOException {
    source.setReader(new StringReader(text));
    stream.reset();
    int tokens = 0;
    while (stream.incrementToken()) {
      tokens++;
    }
    stream.end();
    stream.close();
    return tokens;
  }

  @Benchmark
  public int uts58Tokenizer() throws IOException {
    return consume(uts58, uts58);
  }

  /** The same with {@code schemeless_links: precise}: what deciding look-alikes costs. */
  @Benchmark
  public int uts58TokenizerPrecise() throws IOException {
    return consume(uts58Precise, uts58Precise);
  }

  @Benchmark
  public int uts58TokenizerIcu() throws IOException {
    return consume(uts58Icu, uts58Icu);
  }

  @Benchmark
  public int uts58LinksOnly() throws IOException {
    return consume(uts58LinksOnly, uts58LinksOnly);
  }

  @Benchmark
  public int whitespacePlusLinksFilter() throws IOException {
    return consume(whitespaceForFilter, whitespaceLinks);
  }

  @Benchmark
  public int coreDetector() {
    return countLinks(scanner);
  }

  @Benchmark
  public int coreDetectorPrecise() {
    return countLinks(preciseScanner);
  }

  private int countLinks(LinkScanner s) {
    s.reset(chars, 0, chars.length);
    int links = 0;
    while (s.next()) {
      links++;
    }
    return links;
  }

  @Benchmark
  public int luceneUax29UrlEmail() throws IOException {
    return consume(uax29UrlEmail, uax29UrlEmail);
  }

  @Benchmark
  public int luceneStandard() throws IOException {
    return consume(standard, standard);
  }

  @Benchmark
  public int luceneIcu() throws IOException {
    return consume(icu, icu);
  }

  @Benchmark
  public int luceneWhitespace() throws IOException {
    return consume(whitespace, whitespace);
  }

  @Benchmark
  public int autolinkJava() {
    int links = 0;
    for (LinkSpan span : autolink.extractLinks(text)) {
      links += span.getEndIndex() > span.getBeginIndex() ? 1 : 0;
    }
    return links;
  }

  @Benchmark
  public int charLoop() {
    int sum = 0;
    for (char c : chars) {
      sum += c;
    }
    return sum;
  }
}

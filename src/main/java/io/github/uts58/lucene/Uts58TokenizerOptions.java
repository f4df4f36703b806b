package io.github.uts58.lucene;

import io.github.uts58.core.LinkChecker;

/**
 * The parameters of the {@code uts58} tokenizer, shared by the Lucene SPI factory and the
 * OpenSearch factory so both accept the same names, defaults and checks.
 */
public final class Uts58TokenizerOptions {
  /** How text between links is split into words. */
  public enum WordSegmenterKind {
    /** UAX #29, as Lucene's StandardTokenizer (and uax_url_email). */
    STANDARD,
    /** ICU4J word breaks with dictionaries, as Lucene's ICUTokenizer. */
    ICU,
    /** No words: the tokenizer emits links only. */
    NONE
  }

  public static final String WORD_SEGMENTER = "word_segmenter";
  public static final String MAX_TOKEN_LENGTH = "max_token_length";

  public static final int DEFAULT_MAX_TOKEN_LENGTH = 255;
  /** Lucene's limit on a word token (StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT). */
  public static final int MAX_TOKEN_LENGTH_LIMIT = 1024 * 1024;

  public final WordSegmenterKind wordSegmenter;
  public final int maxTokenLength;
  public final DetectorOptions detection;
  public final LinkChecker checker;

  private Uts58TokenizerOptions(WordSegmenterKind wordSegmenter, int maxTokenLength, DetectorOptions detection, LinkChecker checker) {
    this.wordSegmenter = wordSegmenter;
    this.maxTokenLength = maxTokenLength;
    this.detection = detection;
    this.checker = checker;
  }

  /** Reads the options; the caller calls {@link ComponentArgs#finish()}. */
  public static Uts58TokenizerOptions parse(ComponentArgs args) {
    return new Uts58TokenizerOptions(
        args.choice(WORD_SEGMENTER, WordSegmenterKind.class, WordSegmenterKind.STANDARD),
        args.integer(MAX_TOKEN_LENGTH, DEFAULT_MAX_TOKEN_LENGTH, 1, MAX_TOKEN_LENGTH_LIMIT),
        DetectorOptions.parse(args),
        CheckOptions.parse(args));
  }
}

package io.github.uts58.settings;

/** How text between links is split into words (setting {@code word_segmenter}). */
public enum WordSegmentation {
  /** UAX #29, as Lucene's StandardTokenizer (and uax_url_email). */
  STANDARD,
  /** ICU4J word breaks with dictionaries, as Lucene's ICUTokenizer. */
  ICU,
  /** No words: the tokenizer emits links only. */
  NONE
}

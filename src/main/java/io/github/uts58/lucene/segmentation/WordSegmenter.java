package io.github.uts58.lucene.segmentation;

import java.io.IOException;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/** Splits the text between links into words. One instance per tokenizer; not thread-safe. */
interface WordSegmenter {
  /** Starts segmenting {@code text[start, end)}. */
  void reset(char[] text, int start, int end) throws IOException;

  /**
   * Writes the next word into {@code term}; false at the end of the range. {@link #start()} and
   * {@link #type()} then describe it.
   */
  boolean next(CharTermAttribute term) throws IOException;

  /** Index in the text of the current word's first char. */
  int start();

  /** The current word's token type. */
  String type();

  /** Words skipped before the current one (too long), for position increments. */
  int skipped();

  /** Releases what the segmenter holds (called from the tokenizer's close). */
  void close() throws IOException;
}

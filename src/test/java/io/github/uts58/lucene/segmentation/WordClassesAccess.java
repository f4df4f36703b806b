package io.github.uts58.lucene.segmentation;

/** The fast path's char classes for measurement tools outside this package (test scope only). */
public final class WordClassesAccess {
  private WordClassesAccess() {}

  /** The class of every BMP char, as {@link StandardWordSegmenter} reads it. */
  public static byte[] table() {
    return StandardWordClasses.load();
  }
}

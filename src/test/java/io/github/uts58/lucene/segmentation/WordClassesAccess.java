package io.github.uts58.lucene.segmentation;

/** The fast path's char classes for measurement tools outside this package (test scope only). */
public final class WordClassesAccess {
  public static final byte LETTER = StandardWordClasses.LETTER;
  public static final byte DIGIT = StandardWordClasses.DIGIT;
  public static final byte EDGE = StandardWordClasses.EDGE;
  public static final byte SPACE = StandardWordClasses.SPACE;
  public static final byte EXTEND = StandardWordClasses.EXTEND;
  public static final byte HEBREW_LETTER = StandardWordClasses.HEBREW_LETTER;
  public static final byte IDEOGRAPHIC = StandardWordClasses.IDEOGRAPHIC;
  public static final byte HIRAGANA = StandardWordClasses.HIRAGANA;
  public static final byte KATAKANA = StandardWordClasses.KATAKANA;
  public static final byte HANGUL = StandardWordClasses.HANGUL;
  public static final byte SOUTHEAST_ASIAN = StandardWordClasses.SOUTHEAST_ASIAN;

  private WordClassesAccess() {}

  /** The class of every BMP char, as {@link StandardWordSegmenter} reads it. */
  public static byte[] table() {
    return StandardWordClasses.load();
  }
}

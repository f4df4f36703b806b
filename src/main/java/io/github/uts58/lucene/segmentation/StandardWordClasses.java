package io.github.uts58.lucene.segmentation;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.util.VersionInfo;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.standard.StandardTokenizerImpl;
import org.apache.lucene.util.Version;

/**
 * What {@link StandardWordSegmenter}'s fast path knows of each BMP char, as Lucene's own scanner
 * ({@link StandardTokenizerImpl}, whose Unicode version may differ from ICU4J's) treats it: ICU4J's
 * Word_Break property proposes candidates, and a candidate keeps its class only if the scanner
 * gives the expected word in every context the fast path relies on. Derived at build time ({@code
 * pom.xml}, execution {@code standard-word-classes}) into {@link #RESOURCE}, which records the
 * Lucene and ICU4J versions; with others, or without the resource, the table is derived when first
 * used. {@code StandardWordSegmenterTest} derives it again and compares.
 */
final class StandardWordClasses {
  static final byte OTHER = 0;

  /**
   * ALetter as the scanner sees it: a one-char {@code <ALPHANUM>} word joining letters and digits.
   */
  static final byte LETTER = 1;

  /** Numeric: a one-char {@code <NUM>} word joining letters and digits. */
  static final byte DIGIT = 2;

  /**
   * ASCII punctuation and symbols that never join a word at its edges (each confirmed by probes).
   */
  static final byte EDGE = 3;

  /** ASCII whitespace: ends a chunk. */
  static final byte SPACE = 4;

  /** Extend, Format, ZWJ (and '_'-like ExtendNumLet): inside a word, part of it. */
  static final byte EXTEND = 5;

  /** Hebrew_Letter: a letter, except that a quote next to it may join the word (WB7a–c). */
  static final byte HEBREW_LETTER = 6;

  /** Ideographic: each char is a word of its own, {@code <IDEOGRAPHIC>}. */
  static final byte IDEOGRAPHIC = 7;

  /** Hiragana: each char is a word of its own, {@code <HIRAGANA>}. */
  static final byte HIRAGANA = 8;

  /** Katakana: a run is one word, {@code <KATAKANA>}. */
  static final byte KATAKANA = 9;

  /** Hangul: a run is one word, {@code <HANGUL>}. */
  static final byte HANGUL = 10;

  /** Thai, Lao, Myanmar, Khmer … (Line_Break=SA): a run is one word, {@code <SOUTHEAST_ASIAN>}. */
  static final byte SOUTHEAST_ASIAN = 11;

  static final String RESOURCE = "standard-word-classes.bin";

  private StandardWordClasses() {}

  /** Writes the table to the file named by the first argument. */
  public static void main(String[] args) throws IOException {
    Path out = Path.of(args[0]);
    Files.createDirectories(out.getParent());
    byte[] header = versions().getBytes(StandardCharsets.UTF_8);
    byte[] file = new byte[1 + header.length + 0x10000];
    file[0] = (byte) header.length;
    System.arraycopy(header, 0, file, 1, header.length);
    System.arraycopy(derive(), 0, file, 1 + header.length, 0x10000);
    Files.write(out, file);
  }

  /** The generated table if it matches this Lucene and ICU4J, else derived now. */
  static byte[] load() {
    byte[] file;
    ClassLoader loader = StandardWordClasses.class.getClassLoader();
    try (InputStream in =
        loader.getResourceAsStream("io/github/uts58/lucene/segmentation/" + RESOURCE)) {
      file = in == null ? null : in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    byte[] header = versions().getBytes(StandardCharsets.UTF_8);
    if (file != null
        && file.length == 1 + header.length + 0x10000
        && file[0] == header.length
        && Arrays.equals(file, 1, 1 + header.length, header, 0, header.length)) {
      return Arrays.copyOfRange(file, 1 + header.length, file.length);
    }
    return derive();
  }

  private static String versions() {
    return "lucene "
        .concat(Version.LATEST.toString())
        .concat(" icu4j ")
        .concat(VersionInfo.ICU_VERSION.toString());
  }

  static byte[] derive() {
    byte[] classes = new byte[0x10000];
    for (char c : " \t\n\r\f\u000B".toCharArray()) {
      classes[c] = SPACE;
    }
    StandardTokenizerImpl probe = new StandardTokenizerImpl(new StringReader(""));
    for (char c : "()[]{}\"'.,;:!?<>*-+/=#&|~`^%$@\\".toCharArray()) {
      if (isEdge(probe, c)) {
        classes[c] = EDGE;
      }
    }
    for (int c = 0; c < 0x10000; c++) {
      if (classes[c] != OTHER || Character.isSurrogate((char) c)) {
        continue;
      }
      byte proposed = proposed(c);
      if (proposed != OTHER && confirmed(probe, (char) c, proposed)) {
        classes[c] = proposed;
      }
    }
    return classes;
  }

  private static byte proposed(int c) {
    if (UCharacter.getIntPropertyValue(c, UProperty.LINE_BREAK)
        == UCharacter.LineBreak.COMPLEX_CONTEXT) {
      return SOUTHEAST_ASIAN;
    }
    if (UCharacter.hasBinaryProperty(c, UProperty.IDEOGRAPHIC)) {
      return IDEOGRAPHIC;
    }
    int script = UScript.getScript(c);
    if (script == UScript.HIRAGANA) {
      return HIRAGANA;
    }
    int wordBreak = UCharacter.getIntPropertyValue(c, UProperty.WORD_BREAK);
    if (script == UScript.HANGUL && wordBreak == UCharacter.WordBreak.ALETTER) {
      return HANGUL;
    }
    return switch (wordBreak) {
      case UCharacter.WordBreak.ALETTER -> LETTER;
      case UCharacter.WordBreak.HEBREW_LETTER -> HEBREW_LETTER;
      case UCharacter.WordBreak.NUMERIC -> DIGIT;
      case UCharacter.WordBreak.EXTEND,
          UCharacter.WordBreak.FORMAT,
          UCharacter.WordBreak.ZWJ,
          UCharacter.WordBreak.EXTENDNUMLET ->
          EXTEND;
      case UCharacter.WordBreak.KATAKANA -> KATAKANA;
      default -> OTHER;
    };
  }

  /**
   * Whether the scanner treats {@code c} as {@code proposed} in every context the fast path uses.
   */
  private static boolean confirmed(StandardTokenizerImpl probe, char c, byte proposed) {
    String s = String.valueOf(c);
    int alphanum = StandardTokenizer.ALPHANUM;
    int num = StandardTokenizer.NUM;
    Object[][] cases =
        switch (proposed) {
          case LETTER, HEBREW_LETTER -> {
            Object[][] word = {
              {s, s, alphanum},
              {s + s, s + s, alphanum},
              {"a" + s, "a" + s, alphanum},
              {s + "a", s + "a", alphanum},
              {"1" + s, "1" + s, alphanum},
              {s + "1", s + "1", alphanum},
              {s + ".", s, alphanum},
              {"(" + s + "),", s, alphanum},
              {s + "!?", s, alphanum},
              {s + ":", s, alphanum},
              {s + "\u0301", s + "\u0301", alphanum},
            };
            Object[][] quotes = {
              {s + "'", s, alphanum}, {"'" + s, s, alphanum}, {"\"" + s + "\"", s, alphanum}
            };
            yield proposed == LETTER ? concat(word, quotes) : word;
          }
          case DIGIT ->
              new Object[][] {
                {s, s, num},
                {s + s, s + s, num},
                {"1" + s, "1" + s, num},
                {s + "1", s + "1", num},
                {"a" + s, "a" + s, alphanum},
                {s + "a", s + "a", alphanum},
                {s + "'", s, num},
                {"'" + s, s, num},
                {s + ".", s, num},
                {"(" + s + "),", s, num},
                {"\"" + s + "\"", s, num},
                {s + "!?", s, num},
                {s + ":", s, num},
                {s + "\u0301", s + "\u0301", num},
              };
          case IDEOGRAPHIC, HIRAGANA -> {
            int type =
                proposed == IDEOGRAPHIC
                    ? StandardTokenizer.IDEOGRAPHIC
                    : StandardTokenizer.HIRAGANA;
            if (!singles(probe, s + s, type, type)
                || !singles(probe, s + "\u4E2D", type, StandardTokenizer.IDEOGRAPHIC)
                || !singles(probe, "\u3042" + s, StandardTokenizer.HIRAGANA, type)) {
              yield null;
            }
            yield new Object[][] {
              {s, s, type},
              {s + ".", s, type},
              {"(" + s + "),", s, type},
              {"\"" + s + "\"", s, type},
              {s + "!?", s, type},
              {s + ":", s, type},
              {"'" + s + "'", s, type},
            };
          }
          case KATAKANA, HANGUL, SOUTHEAST_ASIAN -> {
            int type =
                proposed == KATAKANA
                    ? StandardTokenizer.KATAKANA
                    : proposed == HANGUL
                        ? StandardTokenizer.HANGUL
                        : StandardTokenizer.SOUTHEAST_ASIAN;
            String other =
                proposed == KATAKANA ? "\u30A2" : proposed == HANGUL ? "\uAC00" : "\u0E01";
            yield new Object[][] {
              {s, s, type}, {s + s, s + s, type}, {s + other, s + other, type},
              {other + s, other + s, type}, {s + ".", s, type}, {"(" + s + "),", s, type},
              {"\"" + s + "\"", s, type}, {s + "!?", s, type}, {s + ":", s, type},
              {"'" + s + "'", s, type},
            };
          }
          default -> // EXTEND
              new Object[][] {
                {"a" + s, "a" + s, alphanum},
                {"a" + s + "a", "a" + s + "a", alphanum},
                {"a" + s + s + "b", "a" + s + s + "b", alphanum},
                {"1" + s, "1" + s, num},
                {"1" + s + "1", "1" + s + "1", num},
                {"a" + s + "1", "a" + s + "1", alphanum},
                {"1" + s + "a", "1" + s + "a", alphanum},
                {"a" + s + "'", "a" + s, alphanum},
                {"a" + s + ".", "a" + s, alphanum},
                {"(a" + s + "),", "a" + s, alphanum},
                {"a" + s + ":", "a" + s, alphanum},
                {"\u05D0" + s, "\u05D0" + s, alphanum},
              };
        };
    if (cases == null) {
      return false;
    }
    try {
      for (Object[] k : cases) {
        probe.yyreset(new StringReader((String) k[0]));
        int t = probe.getNextToken();
        if (t != (int) k[2]
            || !probe.yytext().equals(k[1])
            || probe.getNextToken() != StandardTokenizerImpl.YYEOF) {
          return false;
        }
      }
      return true;
    } catch (IOException e) {
      throw new AssertionError(e); // a StringReader does not fail
    }
  }

  /**
   * Whether {@code c} ends a word on either side and is no word itself, next to letters and digits.
   */
  private static boolean isEdge(StandardTokenizerImpl probe, char c) {
    String s = String.valueOf(c);
    Object[][] cases = {
      {"a" + s, "a", StandardTokenizer.ALPHANUM},
      {s + "a", "a", StandardTokenizer.ALPHANUM},
      {s + s + "a" + s + s, "a", StandardTokenizer.ALPHANUM},
      {"1" + s, "1", StandardTokenizer.NUM},
      {s + "1", "1", StandardTokenizer.NUM},
      {s + "\u05D0" + s, "\u05D0", StandardTokenizer.ALPHANUM},
      {s + "\u4E2D" + s, "\u4E2D", StandardTokenizer.IDEOGRAPHIC},
      {s + "\u30A2" + s, "\u30A2", StandardTokenizer.KATAKANA},
      {s + "\uAC00" + s, "\uAC00", StandardTokenizer.HANGUL},
      {s + "\u0E01" + s, "\u0E01", StandardTokenizer.SOUTHEAST_ASIAN},
    };
    try {
      probe.yyreset(new StringReader(s + s));
      if (probe.getNextToken() != StandardTokenizerImpl.YYEOF) {
        return false;
      }
      for (Object[] k : cases) {
        if (((String) k[1]).equals("\u05D0") && (c == '\'' || c == '"')) {
          continue; // WB7a–c: a quote may join a Hebrew word; the segmenter leaves those to the
          // scanner
        }
        probe.yyreset(new StringReader((String) k[0]));
        if (probe.getNextToken() != (int) k[2]
            || !probe.yytext().equals(k[1])
            || probe.getNextToken() != StandardTokenizerImpl.YYEOF) {
          return false;
        }
      }
      return true;
    } catch (IOException e) {
      throw new AssertionError(e); // a StringReader does not fail
    }
  }

  /** Whether the scanner makes the two chars of {@code pair} two one-char words of these types. */
  private static boolean singles(StandardTokenizerImpl probe, String pair, int first, int second) {
    try {
      probe.yyreset(new StringReader(pair));
      return probe.getNextToken() == first
          && probe.yylength() == 1
          && probe.getNextToken() == second
          && probe.yylength() == 1
          && probe.getNextToken() == StandardTokenizerImpl.YYEOF;
    } catch (IOException e) {
      throw new AssertionError(e); // a StringReader does not fail
    }
  }

  private static Object[][] concat(Object[][] a, Object[][] b) {
    Object[][] all = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }
}

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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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

  /** The StandardTokenizer type of the words of a run or single-char class. */
  static int tokenType(byte wordClass) {
    return switch (wordClass) {
      case IDEOGRAPHIC -> StandardTokenizer.IDEOGRAPHIC;
      case HIRAGANA -> StandardTokenizer.HIRAGANA;
      case KATAKANA -> StandardTokenizer.KATAKANA;
      case HANGUL -> StandardTokenizer.HANGUL;
      case SOUTHEAST_ASIAN -> StandardTokenizer.SOUTHEAST_ASIAN;
      default -> throw new IllegalArgumentException("no type of its own: " + wordClass);
    };
  }

  /** A word the scanner is expected to give: its text and token type. */
  private record Word(String text, int type) {}

  /** An input and the words the scanner must give for it, in order, and no others. */
  private record Case(String input, Word... words) {}

  private static Case gives(String input, String text, int type) {
    return new Case(input, new Word(text, type));
  }

  /** {@code word} before or inside ASCII punctuation: still just {@code word}. */
  private static void addEdges(List<Case> cases, String word, int type) {
    cases.add(gives(word + ".", word, type));
    cases.add(gives("(" + word + "),", word, type));
    cases.add(gives(word + "!?", word, type));
    cases.add(gives(word + ":", word, type));
  }

  /**
   * Whether the scanner treats {@code c} as {@code proposed} in every context the fast path uses.
   */
  private static boolean confirmed(StandardTokenizerImpl scanner, char c, byte proposed) {
    String s = String.valueOf(c);
    int alphanum = StandardTokenizer.ALPHANUM;
    int num = StandardTokenizer.NUM;
    List<Case> cases = new ArrayList<>();
    switch (proposed) {
      case LETTER, HEBREW_LETTER -> {
        cases.add(gives(s, s, alphanum));
        cases.add(gives(s + s, s + s, alphanum));
        cases.add(gives("a" + s, "a" + s, alphanum));
        cases.add(gives(s + "a", s + "a", alphanum));
        cases.add(gives("1" + s, "1" + s, alphanum));
        cases.add(gives(s + "1", s + "1", alphanum));
        addEdges(cases, s, alphanum);
        cases.add(gives(s + "\u0301", s + "\u0301", alphanum));
        if (proposed == LETTER) { // WB7a–c: a quote may join a Hebrew letter
          cases.add(gives(s + "'", s, alphanum));
          cases.add(gives("'" + s, s, alphanum));
          cases.add(gives("\"" + s + "\"", s, alphanum));
        }
      }
      case DIGIT -> {
        cases.add(gives(s, s, num));
        cases.add(gives(s + s, s + s, num));
        cases.add(gives("1" + s, "1" + s, num));
        cases.add(gives(s + "1", s + "1", num));
        cases.add(gives("a" + s, "a" + s, alphanum));
        cases.add(gives(s + "a", s + "a", alphanum));
        cases.add(gives(s + "'", s, num));
        cases.add(gives("'" + s, s, num));
        cases.add(gives("\"" + s + "\"", s, num));
        addEdges(cases, s, num);
        cases.add(gives(s + "\u0301", s + "\u0301", num));
      }
      case IDEOGRAPHIC, HIRAGANA -> {
        int type = tokenType(proposed);
        Word word = new Word(s, type);
        cases.add(new Case(s + s, word, word));
        cases.add(new Case(s + "\u4E2D", word, new Word("\u4E2D", StandardTokenizer.IDEOGRAPHIC)));
        cases.add(new Case("\u3042" + s, new Word("\u3042", StandardTokenizer.HIRAGANA), word));
        cases.add(gives(s, s, type));
        addEdges(cases, s, type);
        cases.add(gives("\"" + s + "\"", s, type));
        cases.add(gives("'" + s + "'", s, type));
      }
      case KATAKANA, HANGUL, SOUTHEAST_ASIAN -> {
        int type = tokenType(proposed);
        String other = proposed == KATAKANA ? "\u30A2" : proposed == HANGUL ? "\uAC00" : "\u0E01";
        cases.add(gives(s, s, type));
        cases.add(gives(s + s, s + s, type));
        cases.add(gives(s + other, s + other, type));
        cases.add(gives(other + s, other + s, type));
        addEdges(cases, s, type);
        cases.add(gives("\"" + s + "\"", s, type));
        cases.add(gives("'" + s + "'", s, type));
      }
      default -> { // EXTEND
        cases.add(gives("a" + s, "a" + s, alphanum));
        cases.add(gives("a" + s + "a", "a" + s + "a", alphanum));
        cases.add(gives("a" + s + s + "b", "a" + s + s + "b", alphanum));
        cases.add(gives("1" + s, "1" + s, num));
        cases.add(gives("1" + s + "1", "1" + s + "1", num));
        cases.add(gives("a" + s + "1", "a" + s + "1", alphanum));
        cases.add(gives("1" + s + "a", "1" + s + "a", alphanum));
        cases.add(gives("a" + s + "'", "a" + s, alphanum));
        addEdges(cases, "a" + s, alphanum);
        cases.add(gives("\u05D0" + s, "\u05D0" + s, alphanum));
      }
    }
    return allHold(scanner, cases);
  }

  /**
   * Whether {@code c} ends a word on either side and is no word itself, next to letters and digits.
   */
  private static boolean isEdge(StandardTokenizerImpl scanner, char c) {
    String s = String.valueOf(c);
    List<Case> cases = new ArrayList<>();
    cases.add(new Case(s + s));
    cases.add(gives("a" + s, "a", StandardTokenizer.ALPHANUM));
    cases.add(gives(s + "a", "a", StandardTokenizer.ALPHANUM));
    cases.add(gives(s + s + "a" + s + s, "a", StandardTokenizer.ALPHANUM));
    cases.add(gives("1" + s, "1", StandardTokenizer.NUM));
    cases.add(gives(s + "1", "1", StandardTokenizer.NUM));
    if (c != '\'' && c != '"') { // WB7a–c: a quote may join a Hebrew word; left to the scanner
      cases.add(gives(s + "\u05D0" + s, "\u05D0", StandardTokenizer.ALPHANUM));
    }
    cases.add(gives(s + "\u4E2D" + s, "\u4E2D", StandardTokenizer.IDEOGRAPHIC));
    cases.add(gives(s + "\u30A2" + s, "\u30A2", StandardTokenizer.KATAKANA));
    cases.add(gives(s + "\uAC00" + s, "\uAC00", StandardTokenizer.HANGUL));
    cases.add(gives(s + "\u0E01" + s, "\u0E01", StandardTokenizer.SOUTHEAST_ASIAN));
    return allHold(scanner, cases);
  }

  private static boolean allHold(StandardTokenizerImpl scanner, List<Case> cases) {
    try {
      for (Case k : cases) {
        scanner.yyreset(new StringReader(k.input()));
        for (Word w : k.words()) {
          if (scanner.getNextToken() != w.type() || !scanner.yytext().equals(w.text())) {
            return false;
          }
        }
        if (scanner.getNextToken() != StandardTokenizerImpl.YYEOF) {
          return false;
        }
      }
      return true;
    } catch (IOException e) {
      throw new AssertionError(e); // a StringReader does not fail
    }
  }
}

package io.github.uts58.lucene.segmentation;

import static io.github.uts58.lucene.segmentation.StandardWordClasses.DIGIT;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.EDGE;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.EXTEND;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.HANGUL;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.HEBREW_LETTER;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.HIRAGANA;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.IDEOGRAPHIC;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.KATAKANA;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.LETTER;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.OTHER;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.SOUTHEAST_ASIAN;
import static io.github.uts58.lucene.segmentation.StandardWordClasses.SPACE;

import java.io.IOException;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.standard.StandardTokenizerImpl;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * UAX #29 words with the rules and token types of Lucene's {@link StandardTokenizer}, using its
 * generated scanner. Words longer than the maximum token length are split at it, as
 * StandardTokenizer does.
 *
 * <p>Fast path: the text is taken in chunks between ASCII whitespace, which no match of the
 * scanner's grammar contains and after which it starts afresh, so chunks can be scanned apart. A
 * chunk that is only letters and digits of any script (ALetter, Hebrew_Letter, Numeric), with marks
 * and joiners inside (Extend, Format, ZWJ), possibly with ASCII brackets, quotes and punctuation at
 * its ends ({@code "(Straße),"}, {@code «}-less Arabic, Devanagari with its vowel signs), is one
 * word whatever the UAX #29 rules, and is emitted without the scanner; every other chunk
 * (ideographs, Kana, Hangul, Thai, inner punctuation, emoji …) goes through it. Which char is which
 * is Lucene's scanner's own view ({@link StandardWordClasses}).
 */
final class StandardWordSegmenter implements WordSegmenter {
  /** The kind of word a chunk holds: letters and digits, a run of one class, or one-char words. */
  private static final byte WORD = 1;

  private static final byte SINGLES = 2;

  /** Token type of each class that has one of its own (runs and one-char words). */
  private static final String[] TYPES = new String[SOUTHEAST_ASIAN + 1];

  static {
    for (byte c : new byte[] {IDEOGRAPHIC, HIRAGANA, KATAKANA, HANGUL, SOUTHEAST_ASIAN}) {
      TYPES[c] = StandardTokenizer.TOKEN_TYPES[StandardWordClasses.tokenType(c)];
    }
  }

  /** The class of every BMP char (chars of a surrogate pair are OTHER). */
  private static final byte[] CLASSES = StandardWordClasses.load();

  private static final String ALPHANUM = StandardTokenizer.TOKEN_TYPES[StandardTokenizer.ALPHANUM];
  private static final String NUM = StandardTokenizer.TOKEN_TYPES[StandardTokenizer.NUM];

  private final StandardTokenizerImpl scanner;
  private final CharArrayRangeReader reader = new CharArrayRangeReader();
  private final int maxTokenLength;
  private char[] text;

  /** Next char to look at when the scanner is not working through a chunk. */
  private int pos;

  private int end;
  private boolean inScanner;
  private int scannerBase;

  /** One-char words of a chunk still to emit (ideographs, Hiragana): [singlesPos, singlesEnd). */
  private int singlesPos;

  private int singlesEnd;

  private int start;
  private String type;
  private int skipped;

  StandardWordSegmenter(int maxTokenLength) {
    this.maxTokenLength = maxTokenLength;
    this.scanner = new StandardTokenizerImpl(reader);
    scanner.setBufferSize(Math.min(maxTokenLength, StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT));
  }

  @Override
  public void reset(char[] text, int start, int end) {
    this.text = text;
    this.pos = start;
    this.end = end;
    inScanner = false;
    singlesPos = singlesEnd = 0;
  }

  @Override
  public boolean next(CharTermAttribute term) throws IOException {
    skipped = 0;
    while (true) {
      if (inScanner) {
        int tokenType = scanner.getNextToken();
        if (tokenType != StandardTokenizerImpl.YYEOF) {
          if (scanner.yylength() <= maxTokenLength) {
            scanner.getText(term);
            start = scannerBase + scanner.yychar();
            type = StandardTokenizer.TOKEN_TYPES[tokenType];
            return true;
          }
          skipped++;
          continue;
        }
        inScanner = false;
      }
      if (singlesPos < singlesEnd) {
        term.copyBuffer(text, singlesPos, 1);
        start = singlesPos;
        type = TYPES[CLASSES[text[singlesPos++]]];
        return true;
      }
      while (pos < end && CLASSES[text[pos]] == SPACE) {
        pos++;
      }
      if (pos >= end) {
        return false;
      }
      int chunkStart = pos;
      // One pass over the chunk: leading EDGE*, then a word, then trailing EDGE*. The word is
      // letters and digits (EXTEND after the first of them), or a run of one of KATAKANA, HANGUL
      // and SOUTHEAST_ASIAN, or IDEOGRAPHIC and HIRAGANA chars, each a word of its own.
      int wordStart = -1;
      int wordEnd = -1;
      byte kind = 0; // WORD, SINGLES or the run's class
      boolean letters = false;
      boolean simple = true;
      boolean hebrew = false;
      boolean quote = false;
      int i = pos;
      for (; i < end; i++) {
        byte c = CLASSES[text[i]];
        if (c == SPACE) {
          break;
        }
        if (c == EDGE) {
          if (wordStart >= 0 && wordEnd < 0) {
            wordEnd = i;
          }
          quote |= text[i] == '\'' || text[i] == '"';
          continue;
        }
        if (c == EXTEND) {
          simple &= kind == WORD && wordEnd < 0;
          continue;
        }
        byte k =
            c == LETTER || c == DIGIT || c == HEBREW_LETTER
                ? WORD
                : c == IDEOGRAPHIC || c == HIRAGANA ? SINGLES : c;
        if (k == OTHER || wordEnd >= 0) {
          simple = false; // not a word char, or a second word: let the scanner decide
        } else if (wordStart < 0) {
          wordStart = i;
          kind = k;
        } else if (k != kind) {
          simple = false;
        }
        letters |= c != DIGIT;
        hebrew |= c == HEBREW_LETTER;
      }
      simple &= !(hebrew && quote); // WB7a–c: a quote may join a Hebrew word
      pos = i;
      if (simple) {
        if (wordStart < 0) {
          continue; // only punctuation: no word
        }
        if (wordEnd < 0) {
          wordEnd = i;
        }
        if (kind == SINGLES) {
          singlesPos = wordStart;
          singlesEnd = wordEnd;
          continue;
        }
        if (wordEnd - wordStart <= maxTokenLength) {
          term.copyBuffer(text, wordStart, wordEnd - wordStart);
          start = wordStart;
          type = kind == WORD ? (letters ? ALPHANUM : NUM) : TYPES[kind];
          return true;
        }
      }
      reader.reset(text, chunkStart, i);
      scanner.yyreset(reader);
      scannerBase = chunkStart;
      inScanner = true;
    }
  }

  /** Whether the fast path takes {@code c} as a letter (for tests). */
  static boolean fastPathLetter(char c) {
    return CLASSES[c] == LETTER;
  }

  @Override
  public int start() {
    return start;
  }

  @Override
  public String type() {
    return type;
  }

  @Override
  public int skipped() {
    return skipped;
  }

  @Override
  public void close() throws IOException {
    scanner.yyclose();
  }
}

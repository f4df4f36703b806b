package io.github.uts58.lucene.segmentation;

import java.io.IOException;
import java.io.StringReader;
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
 * chunk that is only simple letters and digits, possibly with ASCII brackets, quotes and
 * punctuation at its ends ({@code "(Straße),"}), is one word whatever the UAX #29 rules, and is
 * emitted without the scanner; every other chunk goes through it.
 */
final class StandardWordSegmenter implements WordSegmenter {
  private static final byte OTHER = 0;

  /** Letters the scanner treats as ALetter (checked against it when this class loads). */
  private static final byte LETTER = 1;

  /** ASCII digits. */
  private static final byte DIGIT = 2;

  /** ASCII punctuation that never joins a word at its edges. */
  private static final byte EDGE = 3;

  /** ASCII whitespace: ends a chunk. */
  private static final byte SPACE = 4;

  private static final int TABLE_SIZE = 0x0530;
  private static final byte[] CLASSES = classes();

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
      while (pos < end && classOf(text[pos]) == SPACE) {
        pos++;
      }
      if (pos >= end) {
        return false;
      }
      int chunkStart = pos;
      // One pass over the chunk: leading EDGE*, then LETTER/DIGIT+, then trailing EDGE*.
      int wordStart = -1;
      int wordEnd = -1;
      boolean letters = false;
      boolean simple = true;
      int i = pos;
      for (; i < end; i++) {
        byte c = classOf(text[i]);
        if (c == SPACE) {
          break;
        }
        if (c == LETTER || c == DIGIT) {
          if (wordEnd >= 0) {
            simple = false; // a second word: let the scanner decide
          } else if (wordStart < 0) {
            wordStart = i;
          }
          letters |= c == LETTER;
        } else if (c == EDGE) {
          if (wordStart >= 0 && wordEnd < 0) {
            wordEnd = i;
          }
        } else {
          simple = false;
        }
      }
      pos = i;
      if (simple) {
        if (wordStart < 0) {
          continue; // only punctuation: no word
        }
        if (wordEnd < 0) {
          wordEnd = i;
        }
        if (wordEnd - wordStart <= maxTokenLength) {
          term.copyBuffer(text, wordStart, wordEnd - wordStart);
          start = wordStart;
          type = letters ? ALPHANUM : NUM;
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
    return classOf(c) == LETTER;
  }

  private static byte classOf(char c) {
    return c < TABLE_SIZE ? CLASSES[c] : OTHER;
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

  /**
   * Candidate letters are the Latin, Greek and Cyrillic letters below U+0530 with
   * Word_Break=ALetter; each is kept only if Lucene's scanner makes it one ALPHANUM word in every
   * context the fast path relies on, so a grammar built on another Unicode version cannot make the
   * two disagree.
   */
  private static byte[] classes() {
    byte[] classes = new byte[TABLE_SIZE];
    for (char c : " \t\n\r\f\u000B".toCharArray()) {
      classes[c] = SPACE;
    }
    for (char c = '0'; c <= '9'; c++) {
      classes[c] = DIGIT;
    }
    for (char c : "()[]{}\"'.,;:!?".toCharArray()) {
      classes[c] = EDGE;
    }
    StandardTokenizerImpl probe = new StandardTokenizerImpl(new StringReader(""));
    for (char c = 'A'; c < TABLE_SIZE; c++) {
      int type = Character.getType(c);
      boolean candidate =
          (type == Character.UPPERCASE_LETTER
                  || type == Character.LOWERCASE_LETTER
                  || type == Character.TITLECASE_LETTER
                  || type == Character.OTHER_LETTER)
              && com.ibm.icu.lang.UCharacter.getIntPropertyValue(
                      c, com.ibm.icu.lang.UProperty.WORD_BREAK)
                  == com.ibm.icu.lang.UCharacter.WordBreak.ALETTER;
      if (candidate && oneWord(probe, c)) {
        classes[c] = LETTER;
      }
    }
    return classes;
  }

  private static boolean oneWord(StandardTokenizerImpl probe, char c) {
    String s = String.valueOf(c);
    String[][] cases = {
      {s, s},
      {s + s, s + s},
      {"a" + s, "a" + s},
      {s + "a", s + "a"},
      {"1" + s, "1" + s},
      {s + "1", s + "1"},
      {s + "'", s},
      {"'" + s, s},
      {s + ".", s},
      {"(" + s + "),", s},
      {"\"" + s + "\"", s},
      {s + "!?", s},
      {s + ":", s},
    };
    try {
      for (String[] k : cases) {
        probe.yyreset(new StringReader(k[0]));
        int t = probe.getNextToken();
        if (t != StandardTokenizer.ALPHANUM
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
}

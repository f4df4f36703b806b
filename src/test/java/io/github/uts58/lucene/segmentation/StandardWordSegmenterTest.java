package io.github.uts58.lucene.segmentation;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;
import org.apache.lucene.tests.analysis.Token;

/** The segmenter (fast path and scanner) against Lucene's StandardTokenizer, token by token. */
public class StandardWordSegmenterTest extends BaseTokenStreamTestCase {
  /**
   * Chars the fast path takes (letters, digits, edge punctuation, whitespace) mixed with ones that
   * change UAX #29 decisions next to them: joiners, marks, other scripts, emoji, '_' and '-'.
   */
  private static final String[] ALPHABET = {
    "a", "Z", "é", "ß", "α", "Ж", "ǅ", "0", "7", "(", ")", "[", "]", "{", "}", "\"", "'", ".", ",",
    ";", ":", "!", "?", " ", " ", " ", "\t", "\n", "\r", "_", "-", "\u0301", "·", "א", "\u2019",
    "\u200D", "😀", "中", "カ", "한", "\u00A0", "\u0085", "٣", "@", "/", "#", "\u00AD", "ｶ", "ﬁ",
    "\uDC00",
  };

  public void testSameTokensAsStandardTokenizer() throws IOException {
    Random random = random();
    // Not 1: StandardTokenizer's scanner with a one-char buffer ends the stream at the first
    // surrogate pair, where this segmenter goes on with the next chunk.
    int[] maxLengths = {2, 3, 5, 255};
    for (int round = 0; round < 20_000; round++) {
      StringBuilder sb = new StringBuilder();
      int n = random.nextInt(40);
      for (int i = 0; i < n; i++) {
        sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
      }
      int maxTokenLength = maxLengths[random.nextInt(maxLengths.length)];
      assertSame(sb.toString(), maxTokenLength);
    }
  }

  public void testFastPathCoversLatinGreekAndCyrillicLetters() {
    for (char c : "azAZéßÆǅαωΣЖжё".toCharArray()) {
      assertTrue(String.valueOf(c), StandardWordSegmenter.fastPathLetter(c));
    }
    for (char c : "09_-·\u0301\u02BC'".toCharArray()) {
      assertFalse(String.valueOf(c), StandardWordSegmenter.fastPathLetter(c));
    }
  }

  public void testLoneHighSurrogateAtTheEndLosesNothing() throws IOException {
    // StandardTokenizer's scanner waits for the low surrogate that never comes and emits nothing at
    // all; scanning chunk by chunk confines the damage to the chunk that holds it.
    assertEquals(List.of(), standard("abc d\uD800", 255));
    assertEquals(List.of("abc|0|<ALPHANUM>|1"), segmented("abc d\uD800", 255));
  }

  public void testWordsAroundTheFastPathsLimits() throws IOException {
    assertSame(
        "(Straße), the 42 fox's 3.14 «quote» e-mail a_b '" + "x".repeat(300) + "' end.", 255);
    assertSame("word " + "y".repeat(255) + " " + "z".repeat(256) + " done", 255);
    assertSame("abc abcd abcde", 4);
  }

  private static void assertSame(String text, int maxTokenLength) throws IOException {
    assertEquals(
        escape(text) + " (max " + maxTokenLength + ")",
        standard(text, maxTokenLength),
        segmented(text, maxTokenLength));
  }

  private static List<String> standard(String text, int maxTokenLength) throws IOException {
    List<String> out = new ArrayList<>();
    try (StandardTokenizer tokenizer = new StandardTokenizer()) {
      tokenizer.setMaxTokenLength(maxTokenLength);
      tokenizer.setReader(new StringReader(text));
      CharTermAttribute term = tokenizer.addAttribute(CharTermAttribute.class);
      OffsetAttribute offset = tokenizer.addAttribute(OffsetAttribute.class);
      TypeAttribute type = tokenizer.addAttribute(TypeAttribute.class);
      PositionIncrementAttribute posInc = tokenizer.addAttribute(PositionIncrementAttribute.class);
      tokenizer.reset();
      while (tokenizer.incrementToken()) {
        out.add(
            term
                + "|"
                + offset.startOffset()
                + "|"
                + type.type()
                + "|"
                + posInc.getPositionIncrement());
      }
      tokenizer.end();
    }
    return out;
  }

  /** The text sits inside a larger array, as gaps between links do. */
  private static List<String> segmented(String text, int maxTokenLength) throws IOException {
    StandardWordSegmenter segmenter = new StandardWordSegmenter(maxTokenLength);
    char[] buffer = ("xx.yy" + text + "zz").toCharArray();
    segmenter.reset(buffer, 5, 5 + text.length());
    CharTermAttribute term = new Token();
    List<String> out = new ArrayList<>();
    while (segmenter.next(term)) {
      out.add(
          term
              + "|"
              + (segmenter.start() - 5)
              + "|"
              + segmenter.type()
              + "|"
              + (segmenter.skipped() + 1));
    }
    segmenter.close();
    return out;
  }
}

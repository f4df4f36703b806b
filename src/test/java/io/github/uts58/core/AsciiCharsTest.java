package io.github.uts58.core;

import java.util.Locale;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link AsciiChars#asciiWordAt} reads a word in any case of its ASCII letters and in no other way:
 * its other chars ({@code _}, {@code @}, punctuation) match only themselves, and non-ASCII letters
 * whose lower case is ASCII (the Kelvin sign, the dotted capital I) do not match.
 */
public class AsciiCharsTest extends LuceneTestCase {
  public void testOnlyAsciiCapitalsFold() {
    for (char c = 0; c < 0x80; c++) {
      assertEquals(
          Integer.toHexString(c),
          String.valueOf(c).toLowerCase(Locale.ROOT).charAt(0),
          AsciiChars.asciiLower(c));
    }
    assertEquals('\u212A', AsciiChars.asciiLower('\u212A'));
    assertEquals('\u0130', AsciiChars.asciiLower('\u0130'));
    assertEquals('\u0100', AsciiChars.asciiLower('\u0100'));
  }

  public void testWordsMatchInAnyCaseOfTheirLetters() {
    assertTrue(wordAt("from Import x", 5, "import "));
    assertTrue(wordAt("get_APP_NAME('a.b')", 4, "app_name"));
    assertTrue(wordAt("<CODE>", 0, "<code>"));
    // before letters-only folding, '_' never matched and controls matched punctuation
    assertFalse(wordAt("app\u007Fname", 0, "app_name"));
    assertFalse(wordAt("a\rb", 0, "a-b"));
    assertFalse(wordAt("a\u0000b", 0, "a b"));
    assertFalse(wordAt("\u212Aey", 0, "key"));
  }

  private static boolean wordAt(String text, int i, String word) {
    return AsciiChars.asciiWordAt(text.toCharArray(), i, word);
  }
}

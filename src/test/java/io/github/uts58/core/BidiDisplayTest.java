package io.github.uts58.core;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import com.ibm.icu.text.Bidi;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

/** PRI 185 option 1, checked with ICU4J's implementation of the Unicode Bidirectional Algorithm. */
public class BidiDisplayTest extends LuceneTestCase {
  // PRI 185 Table 1 with real right-to-left letters for the upper-case fields (EF, GH, IJ, KL).
  private static final String ALL_LTR = "http://ab.cd.com/mn/op";
  private static final String MIXED = "http://ab.cd.אב.גד.com/הו/זח/mn/op";
  private static final String ALL_RTL = "http://אב.גד/הו/זח";

  /**
   * Whether the parts of {@code link} (fields and separators) show left to right in logical order
   * when {@code shown} (the link or its display form) stands in a paragraph of the given direction.
   */
  private static boolean partsInOrder(
      String link, LinkType type, String shown, boolean rtlParagraph) {
    String before = rtlParagraph ? "ראו את " : "see ";
    String after = rtlParagraph ? " עכשיו" : " now";
    String paragraph = before + shown + after;
    Bidi bidi = new Bidi(paragraph, rtlParagraph ? Bidi.RTL : Bidi.LTR);
    // Logical index in the paragraph of each char of the link (skipping the inserted controls).
    int[] at = new int[link.length()];
    int k = 0;
    for (int i = 0; i < shown.length(); i++) {
      char c = shown.charAt(i);
      if (c == BidiDisplay.LRI
          || c == BidiDisplay.PDI
          || c == BidiDisplay.LRM
          || c == BidiDisplay.LRO
          || c == BidiDisplay.PDF) {
        continue;
      }
      at[k++] = before.length() + i;
    }
    assertEquals(link.length(), k);
    List<String> parts = BidiDisplay.fields(link, type);
    int offset = 0;
    int previousMax = -1;
    for (String part : parts) {
      if (part.isEmpty()) {
        continue;
      }
      int min = Integer.MAX_VALUE;
      int max = -1;
      for (int j = offset; j < offset + part.length(); j++) {
        int visual = bidi.getVisualIndex(at[j]);
        min = Math.min(min, visual);
        max = Math.max(max, visual);
      }
      if (min < previousMax) {
        return false;
      }
      previousMax = max;
      offset += part.length();
    }
    return true;
  }

  private static void assertConstantOrder(String link, LinkType type) {
    String display = BidiDisplay.displayForm(link, type);
    assertEquals(link, BidiDisplay.strip(display));
    assertTrue("LTR " + link, partsInOrder(link, type, display, false));
    assertTrue("RTL " + link, partsInOrder(link, type, display, true));
  }

  @Test
  public void table1InBothDirections() {
    for (String link : List.of(ALL_LTR, MIXED, ALL_RTL)) {
      assertConstantOrder(link, LinkType.URL);
    }
  }

  /** PRI 185 Table 2: without the display form the fields jumble. */
  @Test
  public void withoutTheDisplayFormFieldsJumble() {
    assertTrue(partsInOrder(ALL_LTR, LinkType.URL, ALL_LTR, false));
    assertFalse(partsInOrder(MIXED, LinkType.URL, MIXED, false));
    assertFalse(partsInOrder(MIXED, LinkType.URL, MIXED, true));
    assertFalse(partsInOrder(ALL_RTL, LinkType.URL, ALL_RTL, false));
    assertFalse(partsInOrder(ALL_RTL, LinkType.URL, ALL_RTL, true));
  }

  @Test
  public void emailsQueriesPortsAndEscapes() {
    assertConstantOrder("مثال@مثال.com", LinkType.EMAIL);
    assertConstantOrder("mailto:אב.גד@דוגמה.co.il", LinkType.EMAIL);
    assertConstantOrder("https://مثال.example:8443/مسار/2?مفتاح=قيمة&k=ق#جزء", LinkType.URL);
    assertConstantOrder("example.com/שלום/%D7%A2%D7%95%D7%9C%D7%9D/עוד", LinkType.URL);
    String display = BidiDisplay.displayForm("example.com/a%20b", LinkType.URL);
    assertTrue(display.contains(BidiDisplay.LRO + "%20" + BidiDisplay.PDF));
    assertEquals(
        List.of("example", ".", "com", "/", "a%20b"),
        BidiDisplay.fields("example.com/a%20b", LinkType.URL));
  }

  @Test
  public void generatedLinks() {
    Random random = new Random(185);
    String[] words = {"ab", "cd", "אב", "גדה", "مثال", "عربي", "12", "x1", "שלום123", "αβ"};
    for (int round = 0; round < 300; round++) {
      StringBuilder sb = new StringBuilder(random.nextBoolean() ? "https://" : "");
      int labels = 1 + random.nextInt(3);
      for (int i = 0; i < labels; i++) {
        sb.append(words[random.nextInt(words.length)]).append('.');
      }
      sb.append(random.nextBoolean() ? "com" : "ישראל");
      if (random.nextBoolean()) {
        sb.append(':').append(random.nextInt(65535));
      }
      for (int i = random.nextInt(4); i > 0; i--) {
        sb.append('/').append(words[random.nextInt(words.length)]);
      }
      if (random.nextBoolean()) {
        sb.append('?')
            .append(words[random.nextInt(words.length)])
            .append('=')
            .append(words[random.nextInt(words.length)]);
      }
      if (random.nextBoolean()) {
        sb.append('#').append(words[random.nextInt(words.length)]);
      }
      assertConstantOrder(sb.toString(), LinkType.URL);
    }
  }

  @Test
  public void fieldsOfAnEmail() {
    List<String> expected =
        new ArrayList<>(List.of("mailto", ":", "a.b", "@", "example", ".", "com"));
    assertEquals(expected, BidiDisplay.fields("mailto:a.b@example.com", LinkType.EMAIL));
  }
}

package io.github.uts58.core;

import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link DomainListLines#frameOf}: a line of a table frames its domain with punctuation, digits and
 * data's literals, each number and each literal read as one, so that a table's lines share a frame
 * whatever their values; any other word, or a side too long, leaves the line unframed.
 */
public class DomainListLinesTest extends LuceneTestCase {
  public void testNumbersAndLiteralsAreReadAsOne() {
    long frame = frameOf("\t{1, \"com.ac\", 2, false},\n");
    assertTrue(frame != DomainListLines.NO_FRAME);
    assertEquals(frame, frameOf("\t{1, \"vercel.app\", 3, true},\n"));
    assertEquals(frame, frameOf("\t{22, \"x.example.org\", 10, nil},\n"));
    assertEquals(frame, frameOf("\t{1, \"com.ac\", 2, NULL},\n"));
    assertFalse(frame == frameOf("\t{1, \"com.ac\", 2, false, 1},\n"));
    assertFalse(frame == frameOf("\t{1, \"com.ac\", 2},\n"));
    assertEquals(frameOf("[none, \"gov.me\"]\n"), frameOf("[true, \"com.qa\"]\n"));
  }

  public void testOtherWordsLeaveTheLineUnframed() {
    for (String line :
        new String[] {
          "\t{1, \"com.ac\", 2, falsey},\n",
          "\t{1, \"com.ac\", 2, yes},\n",
          "\t{1, \"com.ac\", 2, xtrue},\n",
          "\t{1, \"com.ac\", 2, false2},\n",
          "[anull, \"gov.me\"]\n",
          "see \"com.ac\",\n",
          "\t{1, \"com.ac\", 2, false, false, false, false},\n"
        }) {
      assertEquals(line, DomainListLines.NO_FRAME, frameOf(line));
    }
  }

  /** The frame around the line's first quoted name. */
  private static long frameOf(String line) {
    char[] text = line.toCharArray();
    TextAround around = new TextAround();
    around.reset(text, 0, text.length);
    int hostStart = line.indexOf('"') + 1;
    return DomainListLines.frameOf(around, hostStart, line.indexOf('"', hostStart));
  }
}

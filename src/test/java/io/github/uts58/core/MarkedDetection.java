package io.github.uts58.core;

import static org.junit.Assert.assertEquals;

import io.github.uts58.testutil.MarkedText;
import java.util.List;

/** Asserts detection against an expectation written in the ⸠…⸡ notation. */
final class MarkedDetection {
  private MarkedDetection() {}

  static void assertMarked(LinkDetector detector, String marked) {
    String input = MarkedText.parse(marked).input();
    List<int[]> found =
        detector.detect(input).stream().map(l -> new int[] {l.start(), l.end()}).toList();
    assertEquals(marked, MarkedText.mark(input, found));
  }
}

package io.github.uts58.conformance;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import io.github.uts58.core.LinkDetector;
import io.github.uts58.testutil.SharedData;
import java.util.List;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

/** Every line of Unicode's LinkDetectionTest.txt (UTS58-C1, UTS58-C3). */
public class LinkDetectionConformanceTest extends LuceneTestCase {

  @Test
  public void everyLinePasses() throws Exception {
    List<DetectionTestFile.Case> cases =
        DetectionTestFile.read(SharedData.file("uts58/conformance/LinkDetectionTest.txt"));
    // The 17.0 file has 345 test lines; a parser that drops lines must not pass quietly.
    assertEquals(345, cases.size());
    StringBuilder failures = new StringBuilder();
    int failed = 0;
    for (DetectionTestFile.Result r : DetectionTestFile.run(LinkDetector.getDefault(), cases)) {
      if (!r.passed()) {
        failed++;
        failures
            .append("\nline ")
            .append(r.testCase().lineNumber())
            .append("\n  expected: ")
            .append(r.testCase().marked())
            .append("\n  actual:   ")
            .append(r.actual());
      }
    }
    assertTrue(failed + " of " + cases.size() + " lines fail:" + failures, failed == 0);
  }
}

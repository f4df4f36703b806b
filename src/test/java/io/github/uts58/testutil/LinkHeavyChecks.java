package io.github.uts58.testutil;

import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.Map;
import java.util.Random;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;

/**
 * Lucene's consistency checks (reuse, reset, char filters that move offsets, readers that return
 * few chars or fail) on link-heavy text, for a set of named analyzers; each must actually see
 * links. Closes the analyzers.
 */
public final class LinkHeavyChecks {
  private LinkHeavyChecks() {}

  public static void checkConsistency(
      Random random, Map<String, Analyzer> analyzers, int iterations) throws IOException {
    for (Map.Entry<String, Analyzer> e : analyzers.entrySet()) {
      try (Analyzer a = e.getValue()) {
        int links = 0;
        for (int i = 0; i < iterations; i++) {
          String text = LinkHeavyText.generate(random, 40);
          BaseTokenStreamTestCase.checkAnalysisConsistency(random, a, random.nextBoolean(), text);
          links += linkTokens(a, text);
        }
        assertTrue(e.getKey() + ": links seen " + links, links >= iterations);
      }
    }
  }

  /** Lucene's own random strings (threads, huge strings). */
  public static void checkRandomData(Random random, Map<String, Analyzer> analyzers, int iterations)
      throws IOException {
    for (Analyzer a : analyzers.values()) {
      try (a) {
        BaseTokenStreamTestCase.checkRandomData(random, a, iterations, 256);
      }
    }
  }

  private static int linkTokens(Analyzer a, String text) throws IOException {
    int n = 0;
    try (TokenStream ts = a.tokenStream("f", new StringReader(text))) {
      TypeAttribute type = ts.addAttribute(TypeAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        String t = type.type();
        if (t.equals("<URL>")
            || t.equals("<EMAIL>")
            || t.startsWith("<URL_")
            || t.equals("<REGISTRABLE_DOMAIN>")
            || t.equals("<EMAIL_DOMAIN>")
            || t.equals("<SUSPICIOUS_LINK>")) {
          n++;
        }
      }
      ts.end();
    }
    return n;
  }
}

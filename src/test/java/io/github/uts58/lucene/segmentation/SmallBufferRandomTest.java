package io.github.uts58.lucene.segmentation;

import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.settings.WordSegmentation;
import io.github.uts58.testutil.LinkHeavyChecks;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;

/**
 * The tokenizer with the smallest buffer it accepts (two maximal links), so links and words are cut
 * at buffer refills all the time, under Lucene's consistency checks on link-heavy text.
 */
public class SmallBufferRandomTest extends BaseTokenStreamTestCase {

  private static Analyzer tokenizer(LinkDetector detector, WordSegmentation words) {
    return TokenizerAnalyzer.of(words, detector, Uts58Tokenizer.minBufferSize(detector));
  }

  private static Map<String, Analyzer> analyzers() {
    Map<String, Analyzer> all = new LinkedHashMap<>();
    LinkDetector small = LinkDetector.builder().maxLinkLength(16).build();
    for (WordSegmentation words : WordSegmentation.values()) {
      all.put("uts58 " + words + " buffer 32", tokenizer(small, words));
    }
    LinkDetector smallPrecise =
        LinkDetector.builder().maxLinkLength(16).schemelessLinks(SchemelessLinks.PRECISE).build();
    all.put("uts58 precise buffer 32", tokenizer(smallPrecise, WordSegmentation.STANDARD));
    return all;
  }

  public void testLinkHeavyText() throws Exception {
    LinkHeavyChecks.checkConsistency(random(), analyzers(), atLeast(40));
  }

  public void testRandomData() throws Exception {
    LinkHeavyChecks.checkRandomData(random(), analyzers(), 20 * RANDOM_MULTIPLIER);
  }
}

package io.github.uts58.lucene;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.testutil.LinkHeavyChecks;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.KeywordTokenizer;
import org.apache.lucene.analysis.core.WhitespaceTokenizer;
import org.apache.lucene.analysis.custom.CustomAnalyzer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;

/**
 * Lucene's consistency checks on link-heavy text ({@link LinkHeavyChecks}) for every component and
 * mode, each configured by its SPI name and string settings as users write them.
 */
public class LinkHeavyRandomTest extends BaseTokenStreamTestCase {
  private static final String ALL_CHECKS_FLAG =
      "check_invalid_tld,flag,check_confusable_host,flag,check_invisible_character,flag";
  private static final String ALL_CHECKS_REJECT =
      "check_invalid_tld,reject,check_confusable_host,reject,check_invisible_character,reject,adjust_start,true";

  private static Map<String, Analyzer> analyzers(Path dir) throws IOException {
    Map<String, Analyzer> all = new LinkedHashMap<>();
    for (String segmenter : new String[] {"standard", "icu", "none"}) {
      for (String checks : new String[] {"", ALL_CHECKS_FLAG, ALL_CHECKS_REJECT}) {
        for (String limit : new String[] {"4096", "16"}) {
          String params =
              "word_segmenter,"
                  + segmenter
                  + ",max_link_length,"
                  + limit
                  + (checks.isEmpty() ? "" : "," + checks);
          all.put(
              "uts58 " + params,
              CustomAnalyzer.builder(dir).withTokenizer("uts58", params.split(",")).build());
        }
      }
    }
    all.put(
        "uts58 + uts58_normalize",
        CustomAnalyzer.builder(dir)
            .withTokenizer("uts58")
            .addTokenFilter("uts58_normalize")
            .build());
    all.put(
        "uts58 + url_parts all + hierarchies",
        CustomAnalyzer.builder(dir)
            .withTokenizer("uts58", "max_link_length", "64")
            .addTokenFilter(
                "uts58_url_parts",
                "parts",
                "scheme,host,port,registrable_domain,path,query,fragment,local_part,email_domain",
                "host_hierarchy",
                "true",
                "path_hierarchy",
                "true",
                "max_hierarchy_depth",
                "3")
            .build());
    all.put(
        "uts58 + normalize + url_parts without link",
        CustomAnalyzer.builder(dir)
            .withTokenizer("uts58", "word_segmenter", "none")
            .addTokenFilter("uts58_normalize")
            .addTokenFilter("uts58_url_parts", "keep_link", "false")
            .build());
    for (String remainder : new String[] {"true", "false"}) {
      all.put(
          "whitespace + uts58_links keep_remainder=" + remainder,
          CustomAnalyzer.builder(dir)
              .withTokenizer("whitespace")
              .addTokenFilter("uts58_links", "keep_remainder", remainder)
              .build());
      all.put(
          "keyword + uts58_links checks keep_remainder=" + remainder,
          CustomAnalyzer.builder(dir)
              .withTokenizer("keyword")
              .addTokenFilter(
                  "uts58_links", ("keep_remainder," + remainder + "," + ALL_CHECKS_FLAG).split(","))
              .build());
    }
    all.put("uts58 analyzer", new Uts58Analyzer());
    for (String mode : new String[] {"precise", "www_only"}) {
      all.put(
          "uts58 schemeless_links=" + mode,
          CustomAnalyzer.builder(dir).withTokenizer("uts58", "schemeless_links", mode).build());
      all.put(
          "whitespace + uts58_links schemeless_links=" + mode,
          CustomAnalyzer.builder(dir)
              .withTokenizer("whitespace")
              .addTokenFilter("uts58_links", "schemeless_links", mode)
              .build());
    }
    // Tiny tokenizer buffers: SmallBufferRandomTest (segmentation).
    LinkDetector small = LinkDetector.builder().maxLinkLength(16).build();
    all.put(
        "whitespace + uts58_links tiny limit",
        new Analyzer() {
          @Override
          protected TokenStreamComponents createComponents(String fieldName) {
            Tokenizer t = new WhitespaceTokenizer(); // MockTokenizer refuses lone surrogates
            return new TokenStreamComponents(
                t, new Uts58LinksFilter(t, LinkDetection.of(small), true));
          }
        });
    all.put(
        "keyword + uts58_links tiny limit",
        new Analyzer() {
          @Override
          protected TokenStreamComponents createComponents(String fieldName) {
            Tokenizer t = new KeywordTokenizer();
            return new TokenStreamComponents(
                t, new Uts58LinksFilter(t, LinkDetection.of(small), false));
          }
        });
    return all;
  }

  public void testLinkHeavyTextThroughEveryComponent() throws Exception {
    LinkHeavyChecks.checkConsistency(random(), analyzers(createTempDir()), atLeast(40));
  }

  /** Also Lucene's own random strings (threads, huge strings). */
  public void testRandomDataOnComponents() throws Exception {
    LinkHeavyChecks.checkRandomData(random(), analyzers(createTempDir()), 20 * RANDOM_MULTIPLIER);
  }
}

package io.github.uts58.lucene;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.core.LinkChecker;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.lucene.WordSegmenter;
import io.github.uts58.testutil.LinkHeavyText;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.KeywordTokenizer;
import org.apache.lucene.analysis.core.WhitespaceTokenizer;
import org.apache.lucene.analysis.custom.CustomAnalyzer;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;

/**
 * Lucene's consistency checks (reuse, reset, char filters that move offsets, readers that return
 * few chars or fail) on link-heavy text, for every component and mode, each configured by its
 * SPI name and string settings as users write them. Each configuration must actually see links.
 */
public class LinkHeavyRandomTest extends BaseTokenStreamTestCase {
  private static final String ALL_CHECKS_FLAG = "check_invalid_tld,flag,check_confusable_host,flag,check_invisible_character,flag";
  private static final String ALL_CHECKS_REJECT =
      "check_invalid_tld,reject,check_confusable_host,reject,check_invisible_character,reject,adjust_start,true";

  private static Map<String, Analyzer> analyzers(Path dir) throws IOException {
    Map<String, Analyzer> all = new LinkedHashMap<>();
    for (String segmenter : new String[] {"standard", "icu", "none"}) {
      for (String checks : new String[] {"", ALL_CHECKS_FLAG, ALL_CHECKS_REJECT}) {
        for (String limit : new String[] {"4096", "16"}) {
          String params = "word_segmenter," + segmenter + ",max_link_length," + limit + (checks.isEmpty() ? "" : "," + checks);
          all.put("uts58 " + params, CustomAnalyzer.builder(dir).withTokenizer("uts58", params.split(",")).build());
        }
      }
    }
    all.put("uts58 + uts58_normalize", CustomAnalyzer.builder(dir).withTokenizer("uts58").addTokenFilter("uts58_normalize").build());
    all.put("uts58 + url_parts all + hierarchies", CustomAnalyzer.builder(dir).withTokenizer("uts58", "max_link_length", "64")
        .addTokenFilter("uts58_url_parts", "parts", "scheme,host,port,registrable_domain,path,query,fragment,local_part,email_domain",
            "host_hierarchy", "true", "path_hierarchy", "true", "max_hierarchy_depth", "3")
        .build());
    all.put("uts58 + normalize + url_parts without link", CustomAnalyzer.builder(dir).withTokenizer("uts58", "word_segmenter", "none")
        .addTokenFilter("uts58_normalize").addTokenFilter("uts58_url_parts", "keep_link", "false").build());
    for (String remainder : new String[] {"true", "false"}) {
      all.put("whitespace + uts58_links keep_remainder=" + remainder, CustomAnalyzer.builder(dir).withTokenizer("whitespace")
          .addTokenFilter("uts58_links", "keep_remainder", remainder).build());
      all.put("keyword + uts58_links checks keep_remainder=" + remainder, CustomAnalyzer.builder(dir).withTokenizer("keyword")
          .addTokenFilter("uts58_links", ("keep_remainder," + remainder + "," + ALL_CHECKS_FLAG).split(",")).build());
    }
    all.put("uts58 analyzer", new Uts58Analyzer());
    for (String mode : new String[] {"precise", "www_only"}) {
      all.put("uts58 schemeless_links=" + mode, CustomAnalyzer.builder(dir).withTokenizer("uts58", "schemeless_links", mode).build());
      all.put("whitespace + uts58_links schemeless_links=" + mode, CustomAnalyzer.builder(dir).withTokenizer("whitespace")
          .addTokenFilter("uts58_links", "schemeless_links", mode).build());
    }
    LinkDetector smallPrecise = LinkDetector.builder().maxLinkLength(16).schemelessLinks(SchemelessLinks.PRECISE).build();
    all.put("uts58 precise buffer 32", new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        return new TokenStreamComponents(new Uts58Tokenizer(TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY,
            LinkDetection.of(smallPrecise), WordSegmenter.Kind.STANDARD, 255, 32));
      }
    });
    // The smallest buffers the tokenizer accepts: two maximal links.
    LinkDetector small = LinkDetector.builder().maxLinkLength(16).build();
    for (WordSegmenter.Kind kind : WordSegmenter.Kind.values()) {
      all.put("uts58 " + kind + " buffer 32", new Analyzer() {
        @Override
        protected TokenStreamComponents createComponents(String fieldName) {
          return new TokenStreamComponents(new Uts58Tokenizer(TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY, LinkDetection.of(small), kind, 255, 32));
        }
      });
    }
    all.put("whitespace + uts58_links tiny limit", new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer t = new WhitespaceTokenizer(); // MockTokenizer refuses lone surrogates
        return new TokenStreamComponents(t, new Uts58LinksFilter(t, LinkDetection.of(small), true));
      }
    });
    all.put("keyword + uts58_links tiny limit", new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer t = new KeywordTokenizer();
        return new TokenStreamComponents(t, new Uts58LinksFilter(t, LinkDetection.of(small), false));
      }
    });
    return all;
  }

  public void testLinkHeavyTextThroughEveryComponent() throws Exception {
    Random random = random();
    int iterations = atLeast(40);
    for (Map.Entry<String, Analyzer> e : analyzers(createTempDir()).entrySet()) {
      try (Analyzer a = e.getValue()) {
        int links = 0;
        for (int i = 0; i < iterations; i++) {
          String text = LinkHeavyText.generate(random, 40);
          checkAnalysisConsistency(random, a, random.nextBoolean(), text);
          links += linkTokens(a, text);
        }
        assertTrue(e.getKey() + ": links seen " + links, links >= iterations);
      }
    }
  }

  /** Also Lucene's own random strings (threads, huge strings) on a few link-heavy configurations. */
  public void testRandomDataOnComponents() throws Exception {
    for (Map.Entry<String, Analyzer> e : analyzers(createTempDir()).entrySet()) {
      try (Analyzer a = e.getValue()) {
        checkRandomData(random(), a, 20 * RANDOM_MULTIPLIER, 256);
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
        if (t.equals("<URL>") || t.equals("<EMAIL>") || t.equals("<URL_TRUNCATED>") || t.startsWith("<URL_") || t.equals("<REGISTRABLE_DOMAIN>")
            || t.equals("<EMAIL_DOMAIN>") || t.equals("<SUSPICIOUS_LINK>")) {
          n++;
        }
      }
      ts.end();
    }
    return n;
  }
}

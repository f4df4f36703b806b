package io.github.uts58.lucene;

import io.github.uts58.core.PublicSuffixList;
import io.github.uts58.lucene.segmentation.Uts58Tokenizer;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.UrlPartsSettings;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.KeywordTokenizer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;

/** {@link Uts58UrlPartsFilter}: the parts of each link at its position and with its offsets. */
public class Uts58UrlPartsFilterTest extends BaseTokenStreamTestCase {

  public void testEmptyTerm() throws IOException {
    try (Analyzer a =
        new Analyzer() {
          @Override
          protected TokenStreamComponents createComponents(String fieldName) {
            Tokenizer t = new KeywordTokenizer();
            return new TokenStreamComponents(
                t,
                new Uts58UrlPartsFilter(
                    t, UrlPartsSettings.defaults(), PublicSuffixList.getDefault()));
          }
        }) {
      checkOneTerm(a, "", "");
    }
  }

  private static Analyzer withParts(UrlPartsSettings options) {
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer t = new Uts58Tokenizer();
        return new TokenStreamComponents(
            t, new Uts58UrlPartsFilter(t, options, PublicSuffixList.getDefault()));
      }
    };
  }

  private static UrlPartsSettings parts(String... keyValues) {
    Map<String, String> map = new HashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      map.put(keyValues[i], keyValues[i + 1]);
    }
    ComponentArgs args = ComponentArgs.of(Component.URL_PARTS_FILTER, null, map);
    UrlPartsSettings o = UrlPartsSettings.read(args);
    args.finish();
    return o;
  }

  public void testUrlParts() throws Exception {
    try (Analyzer a =
        withParts(parts("parts", "scheme,host,port,registrable_domain,path,query,fragment"))) {
      assertAnalyzesTo(
          a,
          "go https://A.B.Example.CO.UK:8443/p/q?x=1#f",
          new String[] {
            "go",
            "https://A.B.Example.CO.UK:8443/p/q?x=1#f",
            "https",
            "a.b.example.co.uk",
            "8443",
            "example.co.uk",
            "/p/q",
            "x=1",
            "f"
          },
          new int[] {0, 3, 3, 3, 3, 3, 3, 3, 3},
          new int[] {2, 43, 43, 43, 43, 43, 43, 43, 43},
          new String[] {
            "<ALPHANUM>",
            "<URL>",
            "<URL_SCHEME>",
            "<URL_HOST>",
            "<URL_PORT>",
            "<REGISTRABLE_DOMAIN>",
            "<URL_PATH>",
            "<URL_QUERY>",
            "<URL_FRAGMENT>"
          },
          new int[] {1, 1, 0, 0, 0, 0, 0, 0, 0});
    }
  }

  public void testHierarchiesAndEmails() throws Exception {
    try (Analyzer a =
        withParts(
            parts(
                "parts",
                "local_part,email_domain,registrable_domain",
                "host_hierarchy",
                "true",
                "path_hierarchy",
                "true",
                "keep_link",
                "false"))) {
      assertAnalyzesTo(
          a,
          "a.b.example.co.uk/x/y/z bob@mail.bücher.de",
          new String[] {
            "a.b.example.co.uk",
            "b.example.co.uk",
            "example.co.uk",
            "example.co.uk",
            "/x",
            "/x/y",
            "/x/y/z",
            "bob",
            "mail.bücher.de",
            "bücher.de"
          },
          new int[] {0, 0, 0, 0, 0, 0, 0, 24, 24, 24},
          new int[] {23, 23, 23, 23, 23, 23, 23, 42, 42, 42},
          new String[] {
            "<URL_HOST>",
            "<URL_HOST>",
            "<URL_HOST>",
            "<REGISTRABLE_DOMAIN>",
            "<URL_PATH>",
            "<URL_PATH>",
            "<URL_PATH>",
            "<EMAIL_LOCAL_PART>",
            "<EMAIL_DOMAIN>",
            "<REGISTRABLE_DOMAIN>"
          },
          new int[] {1, 0, 0, 0, 0, 0, 0, 1, 0, 0});
    }
  }

  public void testHierarchyDepthIsBounded() throws Exception {
    try (Analyzer a =
        withParts(
            parts(
                "parts",
                "registrable_domain",
                "host_hierarchy",
                "true",
                "path_hierarchy",
                "true",
                "keep_link",
                "false",
                "max_hierarchy_depth",
                "2"))) {
      // The whole host and path always; ancestors only the two nearest the registrable domain / the
      // root.
      assertAnalyzesTo(
          a,
          "a.b.c.example.co.uk/x/y/z/w",
          new String[] {
            "a.b.c.example.co.uk",
            "c.example.co.uk",
            "example.co.uk",
            "example.co.uk",
            "/x",
            "/x/y",
            "/x/y/z/w"
          },
          new int[] {0, 0, 0, 0, 0, 0, 0},
          new int[] {27, 27, 27, 27, 27, 27, 27},
          new String[] {
            "<URL_HOST>",
            "<URL_HOST>",
            "<URL_HOST>",
            "<REGISTRABLE_DOMAIN>",
            "<URL_PATH>",
            "<URL_PATH>",
            "<URL_PATH>"
          },
          new int[] {1, 0, 0, 0, 0, 0, 0});
    }
    // A link of 4,000 chars made of 2,000 labels or segments: by default 32 ancestors, not 2,000.
    try (Analyzer a =
        withParts(
            parts(
                "parts",
                "host",
                "host_hierarchy",
                "true",
                "path_hierarchy",
                "true",
                "keep_link",
                "false"))) {
      assertEquals(1 + 32, countTokens(a, "a.".repeat(2_000) + "example.com"));
      assertEquals(1 + 32 + 1, countTokens(a, "example.com/" + "a/".repeat(2_000) + "b"));
    }
  }

  private static int countTokens(Analyzer a, String text) throws Exception {
    int count = 0;
    try (TokenStream ts = a.tokenStream("f", text)) {
      ts.reset();
      while (ts.incrementToken()) {
        count++;
      }
      ts.end();
    }
    return count;
  }

  public void testUrlPartsRandom() throws Exception {
    try (Analyzer a =
        withParts(
            parts(
                "parts",
                "scheme,host,port,registrable_domain,path,query,fragment,local_part,email_domain",
                "host_hierarchy",
                "true",
                "path_hierarchy",
                "true"))) {
      checkRandomData(random(), a, 200 * RANDOM_MULTIPLIER);
    }
  }
}

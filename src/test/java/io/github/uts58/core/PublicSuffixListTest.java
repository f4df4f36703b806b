package io.github.uts58.core;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import io.github.uts58.testutil.SharedData;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

public class PublicSuffixListTest extends LuceneTestCase {
  private static final PublicSuffixList PSL = PublicSuffixList.getDefault();

  @Test
  public void registrableDomains() {
    assertEquals("example.co.uk", PSL.registrableDomain("a.b.example.co.uk", true));
    assertEquals("example.com", PSL.registrableDomain("www.example.com", true));
    assertEquals("example.com", PSL.registrableDomain("example.com.", true));
    assertNull(PSL.registrableDomain("co.uk", true));
    // Private-section suffixes count only when asked for.
    assertEquals("foo.blogspot.com", PSL.registrableDomain("x.foo.blogspot.com", true));
    assertEquals("blogspot.com", PSL.registrableDomain("x.foo.blogspot.com", false));
    // Punycode hosts work with the list's Unicode rules.
    assertEquals(
        "xn--80ak6aa92e.xn--p1ai", PSL.registrableDomain("www.xn--80ak6aa92e.xn--p1ai", true));
    // An unknown TLD falls back to the default rule "*".
    assertEquals("example.zzzz", PSL.registrableDomain("a.example.zzzz", true));
  }

  @Test
  public void countryCategoriesAreSecondLevelRulesUnderManyCountryCodes() throws Exception {
    assertTrue(PSL.isCountryCategory("co.uk"));
    assertTrue(PSL.isCountryCategory("org.ua"));
    assertTrue(PSL.isCountryCategory("ac.jp"));
    // a first label that divides names under fewer country codes, a city's, no rule, no ccTLD
    assertFalse(PSL.isCountryCategory("info.at"));
    assertFalse(PSL.isCountryCategory("kiev.ua"));
    assertFalse(PSL.isCountryCategory("co.zz"));
    assertFalse(PSL.isCountryCategory("example.co.uk"));
    assertFalse(PSL.isCountryCategory("com.museum"));
    // counted in the list read: co under one country code short of the threshold is no category
    StringBuilder list = new StringBuilder("// ===BEGIN ICANN DOMAINS===\n");
    for (int i = 0; i < PublicSuffixList.CATEGORY_COUNTRIES; i++) {
      String code = "" + (char) ('a' + i / 26) + (char) ('a' + i % 26);
      list.append(code).append("\nac.").append(code).append('\n');
      if (i > 0) {
        list.append("co.").append(code).append('\n');
      }
    }
    list.append("// ===END ICANN DOMAINS===\n");
    PublicSuffixList small = PublicSuffixList.parse(new StringReader(list.toString()), "test");
    assertTrue(small.isCountryCategory("ac.ab"));
    assertFalse(small.isCountryCategory("co.ab"));
  }

  @Test
  public void aRuleIsWrittenInTheListNotMatchedByAWildcardNorAnException() throws Exception {
    String list =
        "// ===BEGIN ICANN DOMAINS===\nck\n*.ck\n!www.ck\nuk\nco.uk\n// ===END ICANN DOMAINS===\n"
            + "// ===BEGIN PRIVATE DOMAINS===\nblogspot.co.uk\n// ===END PRIVATE DOMAINS===\n";
    PublicSuffixList small = PublicSuffixList.parse(new StringReader(list), "test");
    assertTrue(small.isRule("co.uk", false));
    assertTrue(small.isRule("uk", false));
    assertTrue(small.isRule("blogspot.co.uk", true));
    assertFalse(small.isRule("blogspot.co.uk", false));
    // a suffix by the wildcard, an exception's name, a name under a rule
    assertEquals("a.ck", small.publicSuffix("a.ck", false));
    assertFalse(small.isRule("a.ck", false));
    assertFalse(small.isRule("www.ck", false));
    assertFalse(small.isRule("example.co.uk", true));
    assertTrue(PSL.isRule("tinn.no", false));
    assertFalse(PSL.isRule("x.tinn.no", true));
  }

  @Test
  public void manyLabelsBeforeTheLongestRulesChangeNothing() throws Exception {
    // The lookup starts at the longest suffix a rule could match; prefixing labels must not matter.
    String list =
        "// ===BEGIN ICANN DOMAINS===\nck\n*.ck\n!www.ck\nuk\nco.uk\n*.d.c.b.a.uk\n// ===END ICANN DOMAINS===\n";
    PublicSuffixList small = PublicSuffixList.parse(new StringReader(list), "test");
    String[] hosts = {
      "example.co.uk",
      "z.e.d.c.b.a.uk",
      "e.d.c.b.a.uk",
      "d.c.b.a.uk",
      "a.b.c.ck",
      "www.ck",
      "a.www.ck"
    };
    for (String host : hosts) {
      String deep = "x.".repeat(2_000) + host;
      assertEquals(
          host, small.registrableDomain("x.x." + host, true), small.registrableDomain(deep, true));
      assertEquals(host, small.publicSuffix("x.x." + host, true), small.publicSuffix(deep, true));
    }
    assertEquals("z.e.d.c.b.a.uk", small.registrableDomain("x.z.e.d.c.b.a.uk", true));
    String deepest = "*.001.test.code-builder-stg.platform.salesforce.com";
    String host = "y.z.001.test.code-builder-stg.platform.salesforce.com";
    assertEquals(
        PSL.registrableDomain(host, true), PSL.registrableDomain("x.".repeat(2_000) + host, true));
    assertEquals(
        "z.001.test.code-builder-stg.platform.salesforce.com", PSL.publicSuffix(host, true));
    // The wildcard's parent is no suffix of its own (no rule names it or anything between it and
    // "com").
    assertEquals("com", PSL.publicSuffix(deepest.substring(2), true));
  }

  /** publicsuffix.org's own tests/test_psl.txt (CC0), kept verbatim: host → registrable domain. */
  @Test
  public void publicSuffixOrgTests() throws Exception {
    java.util.regex.Pattern check =
        java.util.regex.Pattern.compile("^checkPublicSuffix\\((null|'[^']*'), (null|'[^']*')\\);$");
    int cases = 0;
    try (InputStream in =
        PublicSuffixListTest.class.getResourceAsStream("/publicsuffix/test_psl.txt")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        java.util.regex.Matcher m = check.matcher(line);
        if (!m.matches() || m.group(1).equals("null")) {
          continue; // comments, and the null input (no host to pass in Java)
        }
        String host = m.group(1).substring(1, m.group(1).length() - 1);
        String expected =
            m.group(2).equals("null")
                ? null
                : LinkNormalizer.asciiHost(m.group(2).substring(1, m.group(2).length() - 1));
        String ascii = LinkNormalizer.asciiHost(host);
        String actual = ascii == null ? null : PSL.registrableDomain(ascii, true);
        assertEquals(line, expected, actual);
        cases++;
      }
    }
    assertEquals(77, cases); // every checkPublicSuffix line with a host
  }

  /**
   * A wildcard rule's parent is no public suffix unless a rule says so: "*.kobe.jp" leaves
   * "kobe.jp" registrable.
   */
  @Test
  public void wildcardParentsAreRegistrable() throws Exception {
    assertEquals("kobe.jp", PSL.registrableDomain("kobe.jp", true));
    assertEquals("kawasaki.jp", PSL.registrableDomain("kawasaki.jp", true));
    assertEquals("sch.uk", PSL.registrableDomain("sch.uk", true));
    assertEquals("nom.br", PSL.registrableDomain("nom.br", true));
    assertNull("www.nom.br matches *.nom.br", PSL.registrableDomain("www.nom.br", true));
    assertNull(PSL.registrableDomain("c.kobe.jp", true));
    assertEquals("b.c.kobe.jp", PSL.registrableDomain("a.b.c.kobe.jp", true));
    // Every multi-label wildcard rule of the bundled list whose parent is no rule of its own: the
    // parent has a registrable domain (itself, or a shorter one where no rule covers the label
    // below it, as compute.amazonaws.com.cn → amazonaws.com.cn).
    Set<String> rules = new HashSet<>();
    List<String> wildcardParents = new ArrayList<>();
    try (InputStream in =
        PublicSuffixList.class.getResourceAsStream(PublicSuffixList.DEFAULT_RESOURCE)) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        String rule = line.strip();
        if (rule.isEmpty() || rule.startsWith("//")) {
          continue;
        }
        rules.add(rule);
        if (rule.startsWith("*.") && rule.indexOf('.', 2) > 0) {
          wildcardParents.add(rule.substring(2));
        }
      }
    }
    int checked = 0;
    for (String parent : wildcardParents) {
      if (!rules.contains(parent)
          && !rules.contains("*." + parent.substring(parent.indexOf('.') + 1))) {
        String ascii = LinkNormalizer.asciiHost(parent);
        String registrable = PSL.registrableDomain(ascii, true);
        assertTrue(
            parent + " → " + registrable,
            registrable != null
                && (ascii.equals(registrable) || ascii.endsWith("." + registrable)));
        checked++;
      }
    }
    assertTrue("wildcard parents checked: " + checked, checked > 100);
  }

  /** A key with several rule kinds ("foo.com" and "*.foo.com") means the same in any line order. */
  @Test
  public void ruleOrderDoesNotMatter() throws Exception {
    String[] lines = {"com", "foo.com", "*.foo.com", "!www.foo.com"};
    List<String> order = new ArrayList<>(List.of(lines));
    String[] hosts = {"foo.com", "a.foo.com", "b.a.foo.com", "www.foo.com", "x.www.foo.com"};
    String[] expected = null;
    for (int round = 0; round < 24; round++) {
      Collections.shuffle(order, new Random(round));
      PublicSuffixList psl =
          PublicSuffixList.parse(
              new StringReader(
                  "// ===BEGIN ICANN DOMAINS===\n"
                      + String.join("\n", order)
                      + "\n// ===END ICANN DOMAINS===\n"),
              "test");
      String[] actual = new String[hosts.length];
      for (int i = 0; i < hosts.length; i++) {
        actual[i] = psl.registrableDomain(hosts[i], true);
      }
      if (expected == null) {
        expected = actual;
        assertNull("foo.com is a rule", expected[0]);
        assertNull("a.foo.com matches *.foo.com", expected[1]);
        assertEquals("b.a.foo.com", expected[2]);
        assertEquals("the exception prevails", "www.foo.com", expected[3]);
        assertEquals("www.foo.com", expected[4]);
      }
      org.junit.Assert.assertArrayEquals(order.toString(), expected, actual);
    }
  }

  @Test
  public void wildcardsAndExceptions() throws Exception {
    String list = "// ===BEGIN ICANN DOMAINS===\nck\n*.ck\n!www.ck\n// ===END ICANN DOMAINS===\n";
    PublicSuffixList psl = PublicSuffixList.parse(new StringReader(list), "test");
    assertEquals("b.c.ck", psl.registrableDomain("a.b.c.ck", true));
    assertEquals("www.ck", psl.registrableDomain("a.www.ck", true));
    assertNull(psl.registrableDomain("c.ck", true));
  }

  @Test
  public void bundledListHasEveryIanaTld() throws Exception {
    TopLevelDomains iana = TopLevelDomains.load(SharedData.file("iana/tlds-alpha-by-domain.txt"));
    TopLevelDomains bundled = TopLevelDomains.getDefault();
    assertTrue(iana.size() > 1400);
    for (String line : Files.readAllLines(SharedData.file("iana/tlds-alpha-by-domain.txt"))) {
      // DUNLOP was retired between IANA's list of 2025-10-09 and the bundled list of 2025-11-27.
      if (!line.startsWith("#") && !line.isBlank() && !line.equals("DUNLOP")) {
        assertTrue(line, bundled.contains(line));
      }
    }
    assertTrue(bundled.contains("рф"));
    assertTrue(bundled.contains("XN--P1AI"));
    assertFalse(bundled.contains("invalid"));
  }

  @Test
  public void tldFileOverride() throws Exception {
    Path file = Files.createTempFile("tlds", ".txt");
    try {
      Files.writeString(file, "# Version 1\nTEST\nXN--P1AI\n");
      TopLevelDomains tlds = TopLevelDomains.load(file);
      assertEquals(2, tlds.size());
      assertTrue(tlds.contains("test") && tlds.contains("рф") && !tlds.contains("com"));
      Files.writeString(file, "# nothing\n");
      try {
        TopLevelDomains.load(file);
        throw new AssertionError("expected an error for an empty list");
      } catch (IOException e) {
        assertTrue(e.getMessage(), e.getMessage().contains("no top-level domains"));
      }
    } finally {
      Files.delete(file);
    }
  }
}

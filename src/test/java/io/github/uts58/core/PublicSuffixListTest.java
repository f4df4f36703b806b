package io.github.uts58.core;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import io.github.uts58.testutil.SharedData;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.Test;

public class PublicSuffixListTest {
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
    assertEquals("xn--80ak6aa92e.xn--p1ai", PSL.registrableDomain("www.xn--80ak6aa92e.xn--p1ai", true));
    // An unknown TLD falls back to the default rule "*".
    assertEquals("example.zzzz", PSL.registrableDomain("a.example.zzzz", true));
  }

  @Test
  public void manyLabelsBeforeTheLongestRulesChangeNothing() throws Exception {
    // The lookup starts at the longest suffix a rule could match; prefixing labels must not matter.
    String list = "// ===BEGIN ICANN DOMAINS===\nck\n*.ck\n!www.ck\nuk\nco.uk\n*.d.c.b.a.uk\n// ===END ICANN DOMAINS===\n";
    PublicSuffixList small = PublicSuffixList.parse(new StringReader(list), "test");
    String[] hosts = {"example.co.uk", "z.e.d.c.b.a.uk", "e.d.c.b.a.uk", "d.c.b.a.uk", "a.b.c.ck", "www.ck", "a.www.ck"};
    for (String host : hosts) {
      String deep = "x.".repeat(2_000) + host;
      assertEquals(host, small.registrableDomain("x.x." + host, true), small.registrableDomain(deep, true));
      assertEquals(host, small.publicSuffix("x.x." + host, true), small.publicSuffix(deep, true));
    }
    assertEquals("z.e.d.c.b.a.uk", small.registrableDomain("x.z.e.d.c.b.a.uk", true));
    String deepest = "*.001.test.code-builder-stg.platform.salesforce.com";
    String host = "y.z.001.test.code-builder-stg.platform.salesforce.com";
    assertEquals(PSL.registrableDomain(host, true), PSL.registrableDomain("x.".repeat(2_000) + host, true));
    assertEquals("z.001.test.code-builder-stg.platform.salesforce.com", PSL.publicSuffix(host, true));
    assertEquals(deepest.substring(2), PSL.publicSuffix("001.test.code-builder-stg.platform.salesforce.com", true));
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
      if (!line.startsWith("#") && !line.isBlank()) {
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
      } catch (java.io.IOException e) {
        assertTrue(e.getMessage(), e.getMessage().contains("no top-level domains"));
      }
    } finally {
      Files.delete(file);
    }
  }
}

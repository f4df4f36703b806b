package io.github.uts58.core;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link LabelSet} answers short ASCII labels from a bit set and the rest by hashing: both agree
 * with a plain {@link HashSet} of the lower-cased labels, for every label of one to three letters
 * in random case and for every TLD of the bundled list.
 */
public class LabelSetTest extends LuceneTestCase {
  public void testAgreesWithAHashSetOfTheLabels() {
    Set<String> tlds = new HashSet<>();
    for (String tld : PublicSuffixList.getDefault().topLevelDomains()) {
      tlds.add(tld.toLowerCase(Locale.ROOT));
    }
    tlds.add("рф");
    LabelSet set = new LabelSet(tlds);
    int shortMembers = 0;
    char[] buf = new char[3];
    for (int len = 1; len <= 3; len++) {
      for (int code = 0; code < Math.pow(26, len); code++) {
        int rest = code;
        for (int k = 0; k < len; k++) {
          char c = (char) ('a' + rest % 26);
          buf[k] = random().nextBoolean() ? Character.toUpperCase(c) : c;
          rest /= 26;
        }
        String label = new String(buf, 0, len);
        boolean expected = tlds.contains(label.toLowerCase(Locale.ROOT));
        assertEquals(label, expected, set.contains(buf, 0, len));
        shortMembers += expected ? 1 : 0;
      }
    }
    assertTrue("the list has two- and three-letter TLDs: " + shortMembers, shortMembers > 300);
    for (String tld : tlds) {
      assertTrue(tld, set.contains(tld.toUpperCase(Locale.ROOT)));
    }
    assertFalse(
        set.contains("c0m") || set.contains("co-") || set.contains("") || set.contains("é"));
  }
}

package io.github.uts58.core;

import java.util.ArrayDeque;
import java.util.Deque;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link RecentNames} remembers the last names a text showed: it agrees with a plain queue of the
 * last distinct names (case folded char by char, or not), for random names from a small alphabet in
 * random case (so names repeat and collide), asked with and without the hash a walk over a name's
 * prefixes builds.
 */
public class RecentNamesTest extends LuceneTestCase {
  private static final String ALPHABET = "abAB.İi";

  public void testAgreesWithAQueueOfTheLastNames() {
    for (boolean foldCase : new boolean[] {false, true}) {
      int size = 1 + random().nextInt(8);
      int maxLength = 1 + random().nextInt(6);
      RecentNames names = new RecentNames(size, maxLength, foldCase);
      Deque<String> last = new ArrayDeque<>();
      int known = 0;
      for (int round = 0; round < 2000; round++) {
        if (random().nextInt(500) == 0) {
          names.clear();
          last.clear();
        }
        char[] text = randomName(maxLength + 2);
        String name = fold(new String(text), foldCase);
        boolean expected = text.length <= maxLength && last.contains(name);
        // every prefix, asked with the hash built char by char
        int hash = 0;
        for (int end = 0; end <= text.length; end++) {
          String prefix = fold(new String(text, 0, end), foldCase);
          boolean prefixKnown = end <= maxLength && last.contains(prefix);
          assertEquals(prefix, prefixKnown, names.contains(text, 0, end));
          assertEquals(prefix, prefixKnown, names.contains(hash, text, 0, end));
          if (end < text.length) {
            hash = RecentNames.extendHash(hash, text[end]);
          }
        }
        boolean viaHash = random().nextBoolean();
        boolean wasKnown =
            viaHash ? names.add(hash, text, 0, text.length) : names.add(text, 0, text.length);
        assertEquals(name, expected, wasKnown);
        if (text.length <= maxLength && !expected) {
          last.addLast(name);
          if (last.size() > size) {
            last.removeFirst();
          }
        }
        known += expected ? 1 : 0;
      }
      assertTrue("names repeated: " + known, known > 50);
    }
  }

  public void testFoldsCaseOnlyWhenAsked() {
    char[] upper = "Module.Exports".toCharArray();
    char[] lower = "module.exports".toCharArray();
    RecentNames sameCase = new RecentNames(4, 20, false);
    RecentNames anyCase = new RecentNames(4, 20, true);
    sameCase.add(upper, 0, upper.length);
    anyCase.add(upper, 0, upper.length);
    assertTrue(sameCase.contains(upper, 0, upper.length));
    assertFalse(sameCase.contains(lower, 0, lower.length));
    assertTrue(anyCase.contains(lower, 0, lower.length));
  }

  private static char[] randomName(int maxLength) {
    // (short names half the time, so that names repeat)
    int length = random().nextInt(random().nextBoolean() ? 3 : maxLength + 1);
    char[] name = new char[length];
    for (int i = 0; i < name.length; i++) {
      name[i] = ALPHABET.charAt(random().nextInt(ALPHABET.length()));
    }
    return name;
  }

  private static String fold(String name, boolean foldCase) {
    if (!foldCase) {
      return name;
    }
    StringBuilder folded = new StringBuilder();
    for (char c : name.toCharArray()) {
      folded.append(Character.toLowerCase(c));
    }
    return folded.toString();
  }
}

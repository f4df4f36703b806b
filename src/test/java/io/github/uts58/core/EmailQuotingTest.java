package io.github.uts58.core;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

public class EmailQuotingTest extends LuceneTestCase {
  @Test
  public void dotAtomsStayUnquoted() {
    assertTrue(EmailQuoting.isDotAtom("σωκράτης"));
    assertEquals("john.doe", EmailQuoting.quoteLocalPart("john.doe"));
    assertEquals(
        "アルベルト・アインシュタイン@example.com", EmailQuoting.format("アルベルト・アインシュタイン", "example.com"));
  }

  @Test
  public void othersAreQuotedWithBackslashes() {
    assertFalse(EmailQuoting.isDotAtom("john..doe"));
    assertEquals("\"john..doe\"", EmailQuoting.quoteLocalPart("john..doe"));
    assertEquals("\".john\"", EmailQuoting.quoteLocalPart(".john"));
    assertEquals("\"john doe\"", EmailQuoting.quoteLocalPart("john doe"));
    assertEquals("\"a\\\"b\\\\c\"", EmailQuoting.quoteLocalPart("a\"b\\c"));
    assertEquals("\"a(b)\"@example.com", EmailQuoting.format("a(b)", "example.com"));
  }

  @Test(expected = IllegalArgumentException.class)
  public void controlCharactersCannotBeQuoted() {
    EmailQuoting.quoteLocalPart("a\u0007b");
  }
}

package io.github.uts58.opensearch;

import org.opensearch.Version;
import org.opensearch.test.OpenSearchTestCase;

/**
 * The build's versions are the ones OpenSearch declares, so the plugin runs on the Lucene a node
 * has.
 */
public class VersionsTests extends OpenSearchTestCase {

  public void testLuceneIsOpenSearchs() {
    assertEquals(Version.CURRENT.luceneVersion, org.apache.lucene.util.Version.LATEST);
    // the pom's opensearch.version (what the zip's descriptor pins) is the server on the class path
    assertEquals(System.getProperty("uts58.opensearch.version"), Version.CURRENT.toString());
  }
}

package io.github.uts58.opensearch;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.Test;

/** The plugin zip built by `mvn package`, laid out for `opensearch-plugin install`. */
public class PluginZipIT {

  @Test
  public void zipContents() throws Exception {
    Path zip = Path.of(System.getProperty("uts58.plugin.zip", "target/releases/missing.zip"));
    assertTrue("plugin zip not built: " + zip, Files.isRegularFile(zip));
    Set<String> names = new TreeSet<>();
    Properties descriptor = new Properties();
    try (ZipFile z = new ZipFile(zip.toFile())) {
      for (ZipEntry e : z.stream().toList()) {
        names.add(e.getName().replaceAll("-[0-9][^/]*\\.jar$", ".jar"));
      }
      try (InputStream in = z.getInputStream(z.getEntry("plugin-descriptor.properties"))) {
        descriptor.load(in);
      }
    }
    assertEquals(
        new TreeSet<>(
            Set.of(
                "plugin-descriptor.properties",
                "config/",
                "config/README.txt",
                "config/example-index.json",
                "config/effective_tld_names.dat",
                "analysis-uts58.jar",
                "icu4j.jar",
                "lucene-analysis-icu.jar",
                "LICENSE",
                "NOTICE",
                "licenses/",
                "licenses/lucene-analysis-icu-LICENSE.txt",
                "licenses/lucene-analysis-icu-NOTICE.txt",
                "licenses/tika-core-LICENSE.txt",
                "licenses/tika-core-NOTICE.txt",
                "licenses/ph-xml-LICENSE.txt",
                "licenses/ph-xml-NOTICE.txt")),
        names);
    assertEquals("analysis-uts58", descriptor.getProperty("name"));
    // The Public Suffix List is inside the plugin jar under our package (no root-level resource
    // another jar could shadow), and config/ holds the same bytes to edit.
    try (ZipFile z = new ZipFile(zip.toFile())) {
      ZipEntry jarEntry =
          z.stream()
              .filter(e -> e.getName().matches("analysis-uts58-.*\\.jar"))
              .findFirst()
              .orElseThrow();
      byte[] inJar = null;
      boolean rootLevel = false;
      try (java.util.zip.ZipInputStream jar =
          new java.util.zip.ZipInputStream(z.getInputStream(jarEntry))) {
        for (ZipEntry e; (e = jar.getNextEntry()) != null; ) {
          if (e.getName().equals("io/github/uts58/core/effective_tld_names.dat")) {
            inJar = jar.readAllBytes();
          }
          rootLevel |= e.getName().equals("effective_tld_names.dat");
          assertTrue(e.getName(), !e.getName().startsWith("crawlercommons/"));
        }
      }
      assertTrue("list in the plugin jar", inJar != null && inJar.length > 100_000);
      assertTrue("no root-level list", !rootLevel);
      try (InputStream config = z.getInputStream(z.getEntry("config/effective_tld_names.dat"))) {
        org.junit.Assert.assertArrayEquals(inJar, config.readAllBytes());
      }
      assertTrue(new String(inJar, StandardCharsets.UTF_8).contains("// VERSION: 2025-11-27"));
    }
    assertEquals(AnalysisUts58Plugin.class.getName(), descriptor.getProperty("classname"));
    assertEquals(
        System.getProperty("uts58.opensearch.version"),
        descriptor.getProperty("opensearch.version"));
    assertEquals(
        System.getProperty("uts58.opensearch.java.version"),
        descriptor.getProperty("java.version"));
    assertTrue(
        zip.getFileName().toString(),
        zip.getFileName()
            .toString()
            .endsWith("-opensearch-" + descriptor.getProperty("opensearch.version") + ".zip"));
    assertTrue(
        descriptor.getProperty("version"), !descriptor.getProperty("version").contains("${"));
  }
}

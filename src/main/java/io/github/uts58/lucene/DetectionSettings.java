package io.github.uts58.lucene;

import io.github.uts58.core.LinkCheck;
import io.github.uts58.core.LinkChecker;
import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.core.TopLevelDomains;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;
import org.apache.lucene.util.ResourceLoader;

/**
 * The detection settings ({@link Component.Group#DETECTION}) as read, before {@code tld_file} is
 * opened: shared by the tokenizer, the analyzer, {@code uts58_links} (filter and processor) and the
 * command line.
 */
public record DetectionSettings(int maxLinkLength, String tldFile, SchemelessLinks schemelessLinks,
    Map<LinkCheck, LinkCheck.Mode> checks, boolean adjustStart) {

  public static DetectionSettings read(ComponentArgs args) {
    int maxLinkLength = args.get(Setting.MAX_LINK_LENGTH);
    String tldFile = args.get(Setting.TLD_FILE);
    SchemelessLinks schemeless = args.get(Setting.SCHEMELESS_LINKS);
    Map<LinkCheck, LinkCheck.Mode> checks = new EnumMap<>(LinkCheck.class);
    Setting.CHECKS.forEach((check, setting) -> checks.put(check, args.get(setting)));
    return new DetectionSettings(maxLinkLength, tldFile, schemeless, Map.copyOf(checks), args.get(Setting.ADJUST_START));
  }

  /**
   * The detection these settings describe; {@code tld_file} is opened through {@code loader} (the
   * one way every surface opens a named file: Lucene's ResourceLoader, the node's config directory,
   * the command line's working directory).
   */
  public LinkDetection build(ResourceLoader loader) throws IOException {
    TopLevelDomains tlds = tldFile == null ? null : loadTlds(loader, tldFile);
    LinkDetector detector;
    if (tlds == null && maxLinkLength == LinkDetector.DEFAULT_MAX_LINK_LENGTH && schemelessLinks == SchemelessLinks.ALL) {
      detector = LinkDetector.getDefault();
    } else {
      LinkDetector.Builder b = LinkDetector.builder().maxLinkLength(maxLinkLength).schemelessLinks(schemelessLinks);
      if (tlds != null) {
        b.topLevelDomains(tlds);
      }
      detector = b.build();
    }
    return new LinkDetection(detector, LinkChecker.of(checks, adjustStart));
  }

  /** The detection now when no file is needed (then no I/O can fail), else null: an SPI factory builds it when informed. */
  public LinkDetection buildWithoutFiles() {
    if (tldFile != null) {
      return null;
    }
    try {
      return build(null);
    } catch (IOException e) {
      throw new AssertionError("no file was opened", e);
    }
  }

  /** Loads a Public Suffix List or IANA TLD list named {@code name} through {@code loader}. */
  static TopLevelDomains loadTlds(ResourceLoader loader, String name) throws IOException {
    if (loader == null) {
      throw new IllegalStateException("setting [" + Setting.TLD_FILE.name() + "] is set but no ResourceLoader was given");
    }
    try (InputStream in = loader.openResource(name)) {
      return TopLevelDomains.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
    }
  }
}

package io.github.uts58.settings;

import io.github.uts58.core.FileExtensions;
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
import java.util.Set;
import org.apache.lucene.util.ResourceLoader;

/**
 * The detection settings ({@link Component.Group#DETECTION}) as read, before {@code tld_file} is
 * opened: shared by the tokenizer, the analyzer, {@code uts58_links} (filter and processor) and the
 * command line.
 */
public record DetectionSettings(
    int maxLinkLength,
    String tldFile,
    SchemelessLinks schemelessLinks,
    String fileExtensionsFile,
    Map<LinkCheck, LinkCheck.Mode> checks,
    boolean adjustStart) {

  /** A file named by a setting that cannot be opened or read; {@link #setting()} names it. */
  public static final class FileSettingException extends IOException {
    private static final long serialVersionUID = 1L;
    private final transient Setting<String> setting;

    FileSettingException(Setting<String> setting, Exception cause) {
      super(cause.getMessage(), cause);
      this.setting = setting;
    }

    public Setting<String> setting() {
      return setting;
    }
  }

  public static DetectionSettings read(ComponentArgs args) {
    int maxLinkLength = args.get(Setting.MAX_LINK_LENGTH);
    String tldFile = args.get(Setting.TLD_FILE);
    SchemelessLinks schemeless = args.get(Setting.SCHEMELESS_LINKS);
    String fileExtensionsFile = args.get(Setting.FILE_EXTENSIONS_FILE);
    Map<LinkCheck, LinkCheck.Mode> checks = new EnumMap<>(LinkCheck.class);
    Setting.CHECKS.forEach((check, setting) -> checks.put(check, args.get(setting)));
    return new DetectionSettings(
        maxLinkLength,
        tldFile,
        schemeless,
        fileExtensionsFile,
        Map.copyOf(checks),
        args.get(Setting.ADJUST_START));
  }

  /**
   * The detection these settings describe; {@code tld_file} and {@code file_extensions_file} are
   * opened through {@code loader} (the one way every surface opens a named file: Lucene's
   * ResourceLoader, the node's config directory, the command line's working directory).
   */
  public LinkDetection build(ResourceLoader loader) throws FileSettingException {
    TopLevelDomains tlds = null;
    if (tldFile != null) {
      try {
        tlds = loadTlds(loader, tldFile);
      } catch (IOException | IllegalArgumentException e) {
        throw new FileSettingException(Setting.TLD_FILE, e);
      }
    }
    Set<String> extensions = null;
    if (fileExtensionsFile != null) {
      try (InputStream in = open(loader, fileExtensionsFile)) {
        extensions = FileExtensions.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      } catch (IOException | IllegalArgumentException e) {
        throw new FileSettingException(Setting.FILE_EXTENSIONS_FILE, e);
      }
    }
    LinkDetector detector;
    if (tlds == null
        && extensions == null
        && maxLinkLength == LinkDetector.DEFAULT_MAX_LINK_LENGTH
        && schemelessLinks == SchemelessLinks.ALL) {
      detector = LinkDetector.getDefault();
    } else {
      LinkDetector.Builder b =
          LinkDetector.builder().maxLinkLength(maxLinkLength).schemelessLinks(schemelessLinks);
      if (tlds != null) {
        b.topLevelDomains(tlds);
      }
      if (extensions != null) {
        b.fileExtensions(extensions);
      }
      detector = b.build();
    }
    return new LinkDetection(detector, LinkChecker.of(checks, adjustStart));
  }

  /**
   * The detection now when no file is needed (then no I/O can fail), else null: an SPI factory
   * builds it when informed.
   */
  public LinkDetection buildWithoutFiles() {
    if (tldFile != null || fileExtensionsFile != null) {
      return null;
    }
    try {
      return build(null);
    } catch (FileSettingException e) {
      throw new AssertionError("no file was opened", e);
    }
  }

  private static InputStream open(ResourceLoader loader, String name) throws IOException {
    if (loader == null) {
      throw new IllegalStateException(
          "a setting names file [" + name + "] but no ResourceLoader was given");
    }
    return loader.openResource(name);
  }

  /** Loads a Public Suffix List or IANA TLD list named {@code name} through {@code loader}. */
  static TopLevelDomains loadTlds(ResourceLoader loader, String name) throws IOException {
    try (InputStream in = open(loader, name)) {
      return TopLevelDomains.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
    }
  }
}

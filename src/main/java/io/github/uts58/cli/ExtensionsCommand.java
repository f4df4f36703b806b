package io.github.uts58.cli;

import io.github.uts58.core.FileExtensions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code uts58 extensions}: the file extensions of {@code schemeless_links: precise}, the bundled
 * ones and those of more sources, as a list a {@code file_extensions_file} takes.
 */
final class ExtensionsCommand implements Command {
  @Override
  public String name() {
    return "extensions";
  }

  @Override
  public String synopsis() {
    return "extensions [FILE...]";
  }

  @Override
  public String summary() {
    return "the file extensions precise mode knows, and those of FILEs: a file_extensions_file";
  }

  @Override
  public String details() {
    return """
        Writes, one per line and sorted, the file extensions that schemeless_links=precise takes a TLD
        for a file name by, and the names it takes for files with any extension (makefile.*): the
        bundled ones (from Apache Tika's MIME database, freedesktop.org's shared-mime-info and
        Pygments' lexers for configuration files) and those of each FILE, a list (one extension per
        line, # comments) or a database read as the bundled ones are (Tika's or freedesktop.org's
        format, such as /usr/share/mime/packages/freedesktop.org.xml, ph-xml's, or Pygments'
        pygments/lexers/_mapping.py). Save the output, edited, as a
        file_extensions_file. RFC 1591's generic TLDs (com, org, net ...) are never taken for file
        extensions, whatever a list says.
        """;
  }

  @Override
  public int run(Arguments args, Terminal terminal) throws IOException {
    Set<String> all = new TreeSet<>(FileExtensions.all());
    for (String f : args.operands()) {
      String text = Files.readString(Terminal.readableFile(f), StandardCharsets.UTF_8);
      try {
        all.addAll(FileExtensions.parse(text));
      } catch (IllegalArgumentException e) {
        throw new IOException(f + ": " + e.getMessage(), e);
      }
    }
    for (String ext : all) {
      terminal.out.println(ext);
    }
    return OK;
  }
}

package io.github.uts58.lucene;

import io.github.uts58.core.TopLevelDomains;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.apache.lucene.util.ResourceLoader;

/** Loads a {@code tld_file} through a Lucene ResourceLoader. */
final class TldFiles {
  private TldFiles() {}

  static TopLevelDomains load(ResourceLoader loader, String name) throws IOException {
    try (InputStream in = loader.openResource(name)) {
      return TopLevelDomains.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
    }
  }
}

package io.github.uts58.lucene;

import io.github.uts58.core.LinkDetector;
import java.io.IOException;
import org.apache.lucene.util.ResourceLoader;

/**
 * The detector of an SPI factory: built at once with the default TLDs, or, with {@code tld_file},
 * when the factory is informed of its ResourceLoader.
 */
final class FactoryDetector {
  private final String component;
  private final DetectorOptions options;
  private LinkDetector detector;

  FactoryDetector(String component, DetectorOptions options) {
    this.component = component;
    this.options = options;
    if (options.tldFile == null) {
      detector = options.detector(null);
    }
  }

  void inform(ResourceLoader loader) throws IOException {
    if (options.tldFile != null) {
      detector = options.detector(TldFiles.load(loader, options.tldFile));
    }
  }

  LinkDetector get() {
    if (detector == null) {
      throw new IllegalStateException("[" + component + "] tld_file is set but the factory was not informed of a ResourceLoader");
    }
    return detector;
  }
}

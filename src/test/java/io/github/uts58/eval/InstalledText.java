package io.github.uts58.eval;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * Real text on a machine of this kind, read in place (never copied into the repository): the
 * installed Debian packages' copyright files, changelogs and NEWS, the manual pages, and logs that
 * real tools write when run here (a Python traceback, a Perl error, g++ errors, a pytest failure,
 * dpkg file lists). Each line is identified by {@code source:line}, so labels made by reading a
 * line in context can be keyed to it.
 */
final class InstalledText {
  /** One line of real text: {@code kind} groups sources for the report. */
  record Line(String kind, String source, int number, String text) {
    String key() {
      return source + ":" + number;
    }
  }

  private InstalledText() {}

  /** Every source, in a fixed order; {@code sink} receives each line. */
  static void read(Consumer<Line> sink) throws IOException, InterruptedException {
    files("copyright", docs(p -> p.getFileName().toString().equals("copyright")), sink);
    files("changelog", docs(p -> p.getFileName().toString().startsWith("changelog")), sink);
    files("news", docs(p -> p.getFileName().toString().startsWith("NEWS")), sink);
    files(
        "man",
        sorted(Path.of("/usr/share/man/man1"), p -> p.toString().endsWith(".gz")),
        withoutRoffEscapes(sink));
    logs(sink);
  }

  /**
   * Text no rule was written from, to see whether the rules carry over: the manual pages of
   * sections 5, 7 and 8 (file formats, overviews, administration) and the packages' README,
   * AUTHORS, THANKS, TODO, FAQ and BUGS files.
   */
  static void readUnseen(Consumer<Line> sink) throws IOException {
    List<Path> pages = new ArrayList<>();
    for (String section : List.of("man5", "man7", "man8")) {
      pages.addAll(sorted(Path.of("/usr/share/man", section), p -> p.toString().endsWith(".gz")));
    }
    files(UNSEEN_MAN, pages, withoutRoffEscapes(sink));
    files(
        UNSEEN_DOCS_KIND,
        docs(p -> UNSEEN_DOCS.matcher(p.getFileName().toString()).lookingAt()),
        sink);
  }

  /**
   * A second text no rule was written from, read after the rules of the first were fixed: the GNU
   * info manuals and the packages' other documents ({@code .md}, {@code .txt}, {@code .rst}, {@code
   * .html}, in any subdirectory: git's release notes, Node.js's API docs, pip's).
   */
  static void readUnseen2(Consumer<Line> sink) throws IOException {
    files(
        UNSEEN_2_INFO,
        sorted(Path.of("/usr/share/info"), p -> Files.isRegularFile(p) && !p.endsWith("dir")),
        sink);
    files(
        UNSEEN_2_DOCS,
        regularFiles(
            Path.of("/usr/share/doc"),
            p ->
                OTHER_DOCS.matcher(p.getFileName().toString()).matches()
                    && !SEEN_DOCS.matcher(p.getFileName().toString()).lookingAt()),
        sink);
  }

  /**
   * A third text no rule was written from, read after the rules of the second were fixed, and held
   * out until it was labeled: the configuration files under {@code /etc}, the Perl modules'
   * documentation and code ({@code .pm}, {@code .pod}) and Python's standard library ({@code .py}).
   * Its samples were drawn after the rules the second led to (a file's anchor, namespaces, a stack
   * frame's {@code at}, HTML code); it then led to {@code .int} and {@code $}.
   */
  static void readUnseen3(Consumer<Line> sink) throws IOException {
    files(UNSEEN_3_ETC, walk(Path.of("/etc"), p -> true), sink);
    List<Path> perl = new ArrayList<>();
    for (String dir : List.of("/usr/share/perl", "/usr/share/perl5")) {
      perl.addAll(
          walk(Path.of(dir), p -> p.toString().endsWith(".pm") || p.toString().endsWith(".pod")));
    }
    files(UNSEEN_3_PERL, perl, sink);
    files(
        UNSEEN_3_PYTHON,
        walk(Path.of("/usr/lib/python3.11"), p -> p.toString().endsWith(".py")),
        sink);
  }

  /**
   * A fourth text no rule was written from, read after the rules the third one led to were fixed,
   * and held out: C headers ({@code /usr/include}), Python packages ({@code
   * /usr/lib/python3/dist-packages}), Node.js modules ({@code /usr/lib/node_modules}) and Vim's
   * runtime files ({@code /usr/share/vim}: its help and scripts). It then led to members in code
   * and namespaces' first labels.
   */
  static void readUnseen4(Consumer<Line> sink) throws IOException {
    files(UNSEEN_4_C, walk(Path.of("/usr/include"), p -> true), sink);
    files(
        UNSEEN_4_PYTHON,
        walk(Path.of("/usr/lib/python3/dist-packages"), p -> p.toString().endsWith(".py")),
        sink);
    files(UNSEEN_4_NODE, walk(Path.of("/usr/lib/node_modules"), p -> true), sink);
    files(UNSEEN_4_VIM, walk(Path.of("/usr/share/vim"), p -> true), sink);
  }

  /**
   * A fifth text no rule was written from, read after the rules the fourth one led to were fixed,
   * and held out: the JDK's own sources as it ships them ({@code lib/src.zip} under {@code
   * /usr/lib/jvm}, read inside the zip: Java code and its documentation comments), the Maven POMs
   * in the local repository ({@code ~/.m2/repository}) and the package manager's logs ({@code
   * /var/log}). It then led to rule 3's capitals.
   */
  static void readUnseen5(Consumer<Line> sink) throws IOException {
    for (Path jdk : sorted(Path.of("/usr/lib/jvm"), Files::isDirectory)) {
      Path src = jdk.resolve("lib/src.zip");
      if (Files.isRegularFile(src) && !Files.isSymbolicLink(jdk)) { // (an alias of another)
        zipEntries(UNSEEN_5_JDK, src, sink);
      }
    }
    files(
        UNSEEN_5_POMS,
        walk(
            Path.of(System.getProperty("user.home"), ".m2", "repository"),
            p -> p.toString().endsWith(".pom")),
        sink);
    files(
        UNSEEN_5_LOGS,
        walk(Path.of("/var/log"), p -> p.getFileName().toString().endsWith(".log")),
        sink);
  }

  /**
   * A sixth text no rule was written from, read after the rules the fifth one led to (rule 3's
   * capitals, statements, markup elements, class names) were fixed, and held out: the package
   * database ({@code /var/lib/dpkg/status}: the installed packages' descriptions, maintainers,
   * homepages and configuration files) and what real tools print when run here ({@code ldconfig
   * -p}, the JVM's class-loading log, {@code npm config ls -l}, and gcc's warnings on the C
   * examples the packages ship, each compiled in place).
   */
  static void readUnseen6(Consumer<Line> sink) throws IOException, InterruptedException {
    Path status = Path.of("/var/lib/dpkg/status");
    files(UNSEEN_6_STATUS, Files.isRegularFile(status) ? List.of(status) : List.of(), sink);
    Path dir = Files.createTempDirectory("uts58-eval");
    try {
      run(UNSEEN_6_TOOLS, sink, dir, "ldconfig-p", "ldconfig", "-p");
      run(UNSEEN_6_TOOLS, sink, dir, "java-class-load", "java", "-Xlog:class+load", "-version");
      run(UNSEEN_6_TOOLS, sink, dir, "npm-config", "npm", "config", "ls", "-l");
      List<String> gcc = new ArrayList<>(List.of("gcc", "-fsyntax-only", "-Wall", "-Wextra"));
      for (Path c : walk(Path.of("/usr/share/doc"), p -> p.toString().endsWith(".c"))) {
        gcc.add(c.toString());
      }
      if (gcc.size() > 4) {
        run(UNSEEN_6_TOOLS, sink, dir, "gcc-examples", gcc.toArray(String[]::new));
      }
    } finally {
      Files.deleteIfExists(dir);
    }
  }

  /**
   * A text of Debian packages that are not installed here, fetched from the archive ({@link
   * ArchivePackages}) at the versions its labels are keyed to (Debian 12): every text file, manual
   * pages as a reader sees them, of the kind {@code manKind}, the others of the kind {@code kindOf}
   * gives their path in the package.
   */
  record FetchedText(List<String> packages, String manKind, Function<String, String> kindOf) {
    void read(Consumer<Line> sink) throws IOException, InterruptedException {
      for (ArchivePackages.Unpacked pkg : ArchivePackages.fetch(packages)) {
        // compressed files (manual pages, changelogs) hold NULs until uncompressed
        for (Path p : regularFiles(pkg.root(), q -> q.toString().endsWith(".gz") || isText(q))) {
          String path = pkg.root().relativize(p).toString();
          if (path.startsWith("usr/share/man/")) {
            file(manKind, p, pkg.source(p), withoutRoffEscapes(sink));
          } else {
            file(kindOf.apply(path), p, pkg.source(p), sink);
          }
        }
      }
    }
  }

  /**
   * The kind of a fetched package's file by its path: {@code docs} for one under {@code documents},
   * {@code other} for the rest.
   */
  private static Function<String, String> documentsOr(
      Pattern documents, String docs, String other) {
    return path -> documents.matcher(path).lookingAt() ? docs : other;
  }

  /** Where the tenth and twelfth to sixteenth texts' packages keep their documents. */
  private static final Pattern DOCS_OR_INFO = Pattern.compile("usr/share/(doc|info)/");

  /**
   * A text fetched from Debian at the given versions whose files are of the three kinds most texts'
   * are ({@link #kindsOf}): its manual pages, its documents under {@code usr/share/doc} or {@code
   * usr/share/info}, and its programs, configuration and data.
   */
  private static FetchedText fetched(int number, String... packages) {
    String[] kinds = kindsOf(number);
    return new FetchedText(
        List.of(packages), kinds[0], documentsOr(DOCS_OR_INFO, kinds[1], kinds[2]));
  }

  /** The kinds of the {@code number}th text's files, as {@link #fetched} reads them. */
  static String[] kindsOf(int number) {
    String text = "unseen " + number + ": ";
    return new String[] {
      text + "manual pages", text + "documents", text + "programs, configuration, data"
    };
  }

  static final String UNSEEN_7_MAN = "unseen 7: manual pages";
  static final String UNSEEN_7_DOCS = "unseen 7: documents";
  static final String UNSEEN_7_OTHER = "unseen 7: configuration, rules, programs";

  /**
   * A seventh text no rule was written from, read after the rules the fifth one led to were fixed,
   * and held out: mail (mutt, fetchmail, procmail, Postfix's documentation, SpamAssassin's rules
   * and modules), chat (irssi's help and scripts), bug reports and packaging (devscripts, the
   * Developer's Reference, the Policy Manual, the Debian FAQ).
   */
  static final FetchedText UNSEEN_7 =
      new FetchedText(
          List.of(
              "mutt=2.2.12-0.1~deb12u1",
              "fetchmail=6.4.37-1",
              "procmail=3.22-27",
              "postfix-doc=3.7.11-0+deb12u1",
              "spamassassin=4.0.1-1~deb12u1",
              "irssi=1.4.3-2",
              "devscripts=2.23.4+deb12u2",
              "developers-reference=12.18",
              "debian-policy=4.6.2.0",
              "debian-faq=11.1"),
          UNSEEN_7_MAN,
          documentsOr(
              Pattern.compile("usr/share/(doc|info|developers-reference|irssi/help)/"),
              UNSEEN_7_DOCS,
              UNSEEN_7_OTHER));

  static final String UNSEEN_8_CODE = "unseen 8: source code";
  static final String UNSEEN_8_DOCS = "unseen 8: documents, manual pages";

  /**
   * An eighth text no rule was written from, read after the rules the seventh one led to were
   * fixed, and held out: source code in nine languages — Rust crates, Go modules, Ruby gems, PHP,
   * Node.js and Python libraries, Perl modules and C headers — with their documents.
   */
  static final FetchedText UNSEEN_8 =
      new FetchedText(
          List.of(
              "librust-regex-dev=1.7.1-1",
              "librust-url-dev=2.3.1-1",
              "golang-github-spf13-cobra-dev=1.6.1-1",
              "ruby-rack=2.2.22-0+deb12u1",
              "ruby-addressable=2.8.1-1",
              "php-guzzlehttp-psr7=2.4.5-1+deb12u1",
              "node-express=4.18.2+~4.17.14-1",
              "node-axios=1.2.1+dfsg-1+deb12u1",
              "python3-flask=2.2.2-3",
              "libmojolicious-perl=9.31+dfsg-1",
              "liburi-perl=5.17-1",
              "libcurl4-openssl-dev=7.88.1-10+deb12u15"),
          UNSEEN_8_DOCS,
          path -> path.startsWith("usr/share/doc/") ? UNSEEN_8_DOCS : UNSEEN_8_CODE);

  static final String UNSEEN_9_MAN = "unseen 9: manual pages";
  static final String UNSEEN_9_DOCS = "unseen 9: documents";
  static final String UNSEEN_9_OTHER = "unseen 9: configuration, templates, programs";

  /**
   * A ninth text no rule was written from, read after the rules the eighth one was held out from
   * were fixed, and held out: documentation of servers and tools — Perl's manuals, BIND's,
   * Apache's, Exim's, Squid's, Dovecot's, sudo's and Tor's documentation and sample configuration,
   * the Debian New Maintainers' Guide and the project's history.
   */
  static final FetchedText UNSEEN_9 =
      new FetchedText(
          List.of(
              "perl-doc=5.36.0-7+deb12u3",
              "bind9-doc=1:9.18.49-1~deb12u1",
              "apache2-doc=2.4.68-1~deb12u1",
              "exim4-doc-html=4.96-1",
              "squid-common=5.7-2+deb12u5",
              "dovecot-core=1:2.3.19.1+dfsg1-2.1+deb12u6",
              "sudo=1.9.13p3-1+deb12u4",
              "tor=0.4.9.11-0+deb12u1",
              "maint-guide=1.2.53",
              "debian-history=2.28"),
          UNSEEN_9_MAN,
          documentsOr(
              Pattern.compile("usr/share/(doc|info|perl)/"), UNSEEN_9_DOCS, UNSEEN_9_OTHER));

  static final String UNSEEN_10_MAN = "unseen 10: manual pages";
  static final String UNSEEN_10_DOCS = "unseen 10: documents";
  static final String UNSEEN_10_OTHER = "unseen 10: data, configuration, programs";

  /**
   * A tenth text no rule was written from, read after the rules the eighth and ninth ones led to
   * were fixed, and held out: network tools, version control and chat — whois and its servers'
   * list, nmap's scripts and data, chrony's, Unbound's, HAProxy's, sendmail's, Lynx's and WeeChat's
   * documentation and sample configuration, git's and Mercurial's.
   */
  static final FetchedText UNSEEN_10 =
      new FetchedText(
          List.of(
              "whois=5.5.17",
              "nmap-common=7.93+dfsg1-1",
              "chrony=4.3-2+deb12u3",
              "unbound=1.17.1-2+deb12u4",
              "haproxy-doc=2.6.12-1+deb12u4",
              "sendmail-doc=8.17.1.9-2+deb12u2",
              "lynx-common=2.9.0dev.12-1",
              "weechat-doc=3.8-1",
              "git-doc=1:2.39.5-0+deb12u3",
              "mercurial-common=6.3.2-1+deb12u1"),
          UNSEEN_10_MAN,
          documentsOr(DOCS_OR_INFO, UNSEEN_10_DOCS, UNSEEN_10_OTHER));

  static final String UNSEEN_11_LOGS = "unseen 11: sample logs";
  static final String UNSEEN_11_DOCS = "unseen 11: documents";
  static final String UNSEEN_11_OTHER = "unseen 11: manual pages, configuration, data, programs";

  /**
   * An eleventh text no rule was written from, read after the rules the tenth one led to were
   * fixed, and held out: logs and the tools that read them — fail2ban's sample logs of some hundred
   * services (sshd, Postfix, Apache, Asterisk …) and its filters, logwatch's, AWStats',
   * pflogsumm's, logcheck's and rsyslog's, swaks' (an SMTP test tool) and ZNC's (an IRC bouncer).
   */
  static final FetchedText UNSEEN_11 =
      new FetchedText(
          List.of(
              "fail2ban=1.0.2-2",
              "logwatch=7.7-1",
              "awstats=7.8-3+deb12u2",
              "pflogsumm=1.1.5-8",
              "swaks=20201014.0-2",
              "rsyslog-doc=8.2302.0+dfsg-1",
              "logcheck-database=1.4.2+deb12u1",
              "znc=1.8.2-3.1+deb12u2"),
          UNSEEN_11_OTHER,
          path ->
              path.contains("/tests/files/logs/")
                  ? UNSEEN_11_LOGS
                  : path.startsWith("usr/share/doc/") ? UNSEEN_11_DOCS : UNSEEN_11_OTHER);

  static final String UNSEEN_12_MAN = "unseen 12: manual pages";
  static final String UNSEEN_12_DOCS = "unseen 12: documents";
  static final String UNSEEN_12_OTHER = "unseen 12: fortunes, configuration, data";

  /**
   * A twelfth text no rule was written from, read after the rules the eleventh one led to were
   * fixed, and held out: news, mail and chat — INN's, NeoMutt's, Alpine's, slrn's, tin's, Claws
   * Mail's, GNU Mailutils' and BitlBee's documentation and sample configuration, the fortune
   * cookies, and the Debian Administrator's Handbook.
   */
  static final FetchedText UNSEEN_12 =
      new FetchedText(
          List.of(
              "inn2=2.7.1-1+deb12u1",
              "neomutt=20220429+dfsg1-4.1",
              "alpine-doc=2.26+dfsg-1",
              "slrn=1.0.3+dfsg-6+b1",
              "tin=1:2.6.2-1",
              "claws-mail-doc=4.1.1-2",
              "mailutils-doc=1:3.15-4",
              "bitlbee-common=3.6-1.3",
              "fortunes=1:1.99.1-7.3",
              "debian-handbook=11.20220922"),
          UNSEEN_12_MAN,
          documentsOr(DOCS_OR_INFO, UNSEEN_12_DOCS, UNSEEN_12_OTHER));

  /**
   * A thirteenth text no rule was written from, read after the rules the twelfth one led to were
   * fixed, and held out: bug reports and tickets, mail and chat servers — reportbug's, the clients
   * of Bugzilla and Jira, bugwarrior's (which pulls issues from some twenty trackers), Mailman's
   * documentation, OpenDKIM's, Postgrey's (with its list of mail hosts to trust), msmtp's,
   * notmuch's, Prosody's (XMPP), ngIRCd's and GoAccess' (a web log analyser).
   */
  static final FetchedText UNSEEN_13 =
      fetched(
          13,
          "reportbug=12.0.0",
          "python3-reportbug=12.0.0",
          "python3-bugzilla=3.2.0-1",
          "python3-jira=3.4.1-1",
          "bugwarrior=1.8.0-7",
          "mailman3-doc=3.3.8-2~deb12u2",
          "opendkim=2.11.0~beta2-8+deb12u1",
          "postgrey=1.37-2",
          "msmtp=1.8.23-1",
          "notmuch=0.37-1+b1",
          "prosody=0.12.3-1+deb12u1",
          "ngircd=26.1-1+deb12u1",
          "goaccess=1:1.7-1");

  /**
   * A fourteenth text no rule was written from, read after the rules the thirteenth one led to were
   * fixed, and held out: web servers and caches, certificates, DNS servers, monitoring, VPNs and
   * cloud provisioning — nginx's and lighttpd's documentation, Certbot and its ACME library,
   * Munin's documentation, Nagios' shared files, collectd's, Knot's documentation, NSD's,
   * Varnish's, cloud-init's, OpenVPN's and OpenLDAP's clients.
   */
  static final FetchedText UNSEEN_14 =
      fetched(
          14,
          "nginx-doc=1.22.1-9+deb12u11",
          "lighttpd-doc=1.4.69-1",
          "certbot=2.1.0-4",
          "python3-certbot=2.1.0-4",
          "python3-acme=2.1.0-1",
          "munin-doc=2.0.73-1",
          "nagios4-common=4.4.6-4+deb12u2",
          "collectd-core=5.12.0-14",
          "knot-doc=3.2.6-1",
          "nsd=4.6.1-1",
          "varnish=7.1.1-2+deb12u1",
          "cloud-init=22.4.2-1+deb12u4",
          "openvpn=2.6.14-0+deb12u2",
          "ldap-utils=2.5.13+dfsg-5");

  /**
   * A fifteenth text no rule was written from, read after the rules the fourteenth one led to were
   * fixed, and held out: containers, configuration management, web applications and HTTP clients —
   * Podman's, Buildah's and Skopeo's manuals and the containers' shared configuration, Ansible's
   * core, Puppet's agent, Vagrant, Roundcube's webmail, DokuWiki, and Python's Requests, urllib3
   * and HTTPX.
   */
  static final FetchedText UNSEEN_15 =
      fetched(
          15,
          "podman=4.3.1+ds1-8+deb12u1+b3",
          "buildah=1.28.2+ds1-3+deb12u1+b3",
          "skopeo=1.9.3+ds1-1+b10",
          "golang-github-containers-common=0.50.1+ds1-4",
          "ansible-core=2.14.18-0+deb12u2",
          "puppet-agent=7.23.0-1+deb12u1",
          "vagrant=2.3.4+dfsg-1+deb12u1",
          "roundcube-core=1.6.5+dfsg-1+deb12u13",
          "dokuwiki=0.0.20220731.a-2",
          "python3-requests=2.28.1+dfsg-1",
          "python3-urllib3=1.26.12-1+deb12u4",
          "python3-httpx=0.23.3-1");

  static final String UNSEEN_16_MAN = "unseen 16: manual pages";
  static final String UNSEEN_16_DOCS = "unseen 16: documents";
  static final String UNSEEN_16_OTHER = "unseen 16: programs, examples, data";

  /**
   * A sixteenth text no rule was written from, read after the rules the fifteenth one led to were
   * fixed, and held out: databases, SQL, statistics and plotting — PostgreSQL's and SQLite's
   * manuals, R's manuals and three R packages (dplyr, data.table, ggplot2), SQLAlchemy, psycopg2,
   * Perl's DBI, Redis' tools, pgBackRest and gnuplot's documentation and demos.
   */
  static final FetchedText UNSEEN_16 =
      new FetchedText(
          List.of(
              "postgresql-doc-15=15.20-0+deb12u1",
              "sqlite3-doc=3.40.1-2+deb12u2",
              "r-doc-html=4.2.2.20221110-2",
              "r-cran-dplyr=1.0.10-1",
              "r-cran-data.table=1.14.8+dfsg-1",
              "r-cran-ggplot2=3.4.1+dfsg-1",
              "python3-sqlalchemy=1.4.46+ds1-1",
              "python3-psycopg2=2.9.5-1+b1",
              "libdbi-perl=1.643-4+deb12u3",
              "redis-tools=5:7.0.15-1~deb12u10",
              "pgbackrest=2.45-1",
              "gnuplot-doc=5.4.4+dfsg1-2"),
          UNSEEN_16_MAN,
          documentsOr(DOCS_OR_INFO, UNSEEN_16_DOCS, UNSEEN_16_OTHER));

  static final String UNSEEN_17_MAN = "unseen 17: manual pages";
  static final String UNSEEN_17_DOCS = "unseen 17: documents";
  static final String UNSEEN_17_OTHER = "unseen 17: programs, examples, data";

  /**
   * A seventeenth text no rule was written from, read after the rules the sixteenth one led to were
   * fixed, and held out: languages, runtimes, numerics and media — Node.js's and Ruby's API
   * documents, Elixir, Tcl's manual pages, Guile's manual, NumPy, Octave's and Maxima's manuals,
   * FFmpeg's documents and GIMP's help.
   */
  static final FetchedText UNSEEN_17 =
      new FetchedText(
          List.of(
              "nodejs-doc=18.20.4+dfsg-1~deb12u3",
              "ruby3.1-doc=3.1.7+really3.1.2-0+deb12u1",
              "elixir=1.14.0.dfsg-2",
              "tcl8.6-doc=8.6.13+dfsg-2",
              "guile-3.0-doc=3.0.8-2",
              "python3-numpy=1:1.24.2-1+deb12u1",
              "octave-doc=7.3.0-2",
              "maxima-doc=5.46.0-11",
              "ffmpeg-doc=7:5.1.9-0+deb12u1",
              "gimp-help-en=2.10.34-2"),
          UNSEEN_17_MAN,
          documentsOr(DOCS_OR_INFO, UNSEEN_17_DOCS, UNSEEN_17_OTHER));

  static final String UNSEEN_18_MAN = "unseen 18: manual pages";
  static final String UNSEEN_18_DOCS = "unseen 18: documents";
  static final String UNSEEN_18_OTHER = "unseen 18: programs, examples, data";

  /**
   * An eighteenth text no rule was written from, read after the rules the seventeenth one led to
   * were fixed, and held out: system administration, security and network services — the Debian
   * Reference and the Securing Debian Manual, Lintian's tags and checks, Kerberos' documents,
   * Privoxy's configuration and actions, dnsmasq, ISC's DHCP server, ClamAV's documents, tcpdump
   * and OpenSSH's server.
   */
  static final FetchedText UNSEEN_18 =
      new FetchedText(
          List.of(
              "debian-reference-en=2.100",
              "harden-doc=3.19+nmu1",
              "lintian=2.116.3+deb12u1",
              "krb5-doc=1.20.1-2+deb12u5",
              "privoxy=3.0.34-1",
              "dnsmasq-base=2.90-4~deb12u2",
              "isc-dhcp-server=4.4.3-P1-2",
              "clamav-docs=1.4.6+dfsg-0+deb12u1",
              "tcpdump=4.99.3-1",
              "openssh-server=1:9.2p1-2+deb12u10"),
          UNSEEN_18_MAN,
          documentsOr(DOCS_OR_INFO, UNSEEN_18_DOCS, UNSEEN_18_OTHER));

  static final String UNSEEN_19_MAN = "unseen 19: manual pages";
  static final String UNSEEN_19_DOCS = "unseen 19: documents";
  static final String UNSEEN_19_OTHER = "unseen 19: programs, examples, data";

  /**
   * A nineteenth text no rule was written from, read after the rules the eighteenth one led to (and
   * the members' names a text showed) were fixed, and held out: file transfer, backup,
   * synchronisation and mail retrieval — rclone, rsync, lftp, BorgBackup's documents, duplicity,
   * isync, OfflineIMAP, getmail, aria2 and restic.
   */
  static final FetchedText UNSEEN_19 =
      new FetchedText(
          List.of(
              "rclone=1.60.1+dfsg-2+b5",
              "rsync=3.5.0+ds1-0+deb12u1",
              "lftp=4.9.2-2+b1",
              "borgbackup-doc=1.2.4-1",
              "duplicity=0.8.22-1+b3",
              "isync=1.4.4-5",
              "offlineimap3=0.0~git20211018.e64c254+dfsg-2",
              "getmail6=6.18.11-2",
              "aria2=1.36.0-1",
              "restic=0.14.0-1+b5"),
          UNSEEN_19_MAN,
          documentsOr(DOCS_OR_INFO, UNSEEN_19_DOCS, UNSEEN_19_OTHER));

  static final String UNSEEN_20_MAN = "unseen 20: manual pages";
  static final String UNSEEN_20_DOCS = "unseen 20: documents";
  static final String UNSEEN_20_OTHER = "unseen 20: programs, examples, data";

  /**
   * A twentieth text no rule was written from, read after the values named after their member were
   * fixed, and held out: the source code of network libraries — Twisted, Paramiko, dnspython, Go's
   * miekg/dns, Perl's Net::DNS, Scrapy, aiohttp, Node.js's ws, Ruby's Faraday and botocore.
   */
  static final FetchedText UNSEEN_20 =
      new FetchedText(
          List.of(
              "python3-twisted=22.4.0-4+deb12u1",
              "python3-paramiko=2.12.0-2",
              "python3-dnspython=2.3.0-1+deb12u1",
              "golang-github-miekg-dns-dev=1.1.50-2",
              "libnet-dns-perl=1.36-1+deb12u1",
              "python3-scrapy=2.8.0-2",
              "python3-aiohttp=3.8.4-1+deb12u2",
              "node-ws=8.11.0+~cs13.7.3-1",
              "ruby-faraday=1.1.0-7",
              "python3-botocore=1.29.27+repack-1"),
          UNSEEN_20_MAN,
          documentsOr(DOCS_OR_INFO, UNSEEN_20_DOCS, UNSEEN_20_OTHER));

  static final String UNSEEN_21_MAN = "unseen 21: manual pages";
  static final String UNSEEN_21_DOCS = "unseen 21: documents";
  static final String UNSEEN_21_OTHER = "unseen 21: programs, examples, data";

  /**
   * A twenty-first text no rule was written from, read after the values named after their member
   * were fixed, and held out: log collection and analysis — SEC, Swatch, lnav, syslog-ng,
   * Webalizer, SARG, PSAD, ulogd, MultiTail and logrotate.
   */
  static final FetchedText UNSEEN_21 =
      new FetchedText(
          List.of(
              "sec=2.9.1-1.1",
              "swatch=3.2.4-5",
              "lnav=0.11.1-3",
              "syslog-ng-core=3.38.1-5+deb12u1",
              "webalizer=2.23.08-3.3",
              "sarg=2.4.0-3",
              "psad=2.4.6-3",
              "ulogd2=2.0.8-1",
              "multitail=6.5.0-5",
              "logrotate=3.21.0-1"),
          UNSEEN_21_MAN,
          documentsOr(DOCS_OR_INFO, UNSEEN_21_DOCS, UNSEEN_21_OTHER));

  /**
   * A twenty-second text no rule was written from, read after the twenty-first was measured and the
   * rules were split by the evidence they read, and held out: the tools people read links and mail
   * with — feed readers (Newsboat, rss2email), text browsers (w3m, ELinks, Links), URL pickers for
   * mail (urlscan, urlview), a link checker, HTTP clients (HTTPie, Wget2), chat and mail clients
   * (Profanity, aerc, s-nail) and mail indexers (mu, mairix).
   */
  static final FetchedText UNSEEN_22 =
      fetched(
          22,
          "newsboat=2.21-1.5",
          "rss2email=1:3.13.1-3",
          "w3m=0.5.3+git20230121-2",
          "elinks-doc=0.13.2-1",
          "links2=2.28-1+b2",
          "urlscan=0.9.9-1",
          "urlview=0.9-23.1",
          "linkchecker=10.2.1-1",
          "httpie=3.2.1-1",
          "wget2=1.99.1-2.2",
          "profanity=0.13.1-2",
          "aerc=0.14.0-1+b5",
          "s-nail=14.9.24-2",
          "maildir-utils=1.8.14-1",
          "mairix=0.24-2");

  /**
   * A twenty-third text no rule was written from, read after the rules the twenty-second led to
   * (and lists of domains) were fixed, and held out: mail and system services as their own packages
   * ship them — OpenSMTPD, Postfix, Rspamd, amavisd-new, Cyrus' documentation, nftables, ufw,
   * Monit, smartmontools, mdadm, keepalived, unattended-upgrades, sysstat, Netplan and Icinga's
   * documentation.
   */
  static final FetchedText UNSEEN_23 =
      fetched(
          23,
          "opensmtpd=6.8.0p2-4+b4",
          "postfix=3.7.11-0+deb12u1",
          "rspamd=3.4-1",
          "amavisd-new=1:2.13.0-3+deb12u1",
          "cyrus-doc=3.6.1-4+deb12u5",
          "nftables=1.0.6-2+deb12u2",
          "ufw=0.36.2-1",
          "monit=1:5.33.0-1",
          "smartmontools=7.3-1+b1",
          "mdadm=4.2-5",
          "keepalived=1:2.2.7-1+b2",
          "unattended-upgrades=2.9.1+nmu3",
          "sysstat=12.6.1-1",
          "netplan.io=0.106-2+deb12u1",
          "icinga2-doc=2.13.6-2+deb12u2");

  /**
   * A twenty-fourth text no rule was written from, read after the twenty-third was measured, and
   * held out: web frameworks and application servers as their documentation ships them — Django,
   * Jinja, Werkzeug, Tornado, Celery, Kombu, Bottle, CherryPy, WebOb, Sinatra, Symfony's
   * HttpFoundation, Gunicorn, uWSGI and mod_wsgi.
   */
  static final FetchedText UNSEEN_24 =
      fetched(
          24,
          "python-django-doc=3:3.2.25-0+deb12u7",
          "python-jinja2-doc=3.1.2-1+deb12u3",
          "python-werkzeug-doc=2.2.2-3+deb12u1",
          "python-tornado-doc=6.2.0-3+deb12u4",
          "python-celery-doc=5.2.6-5",
          "python-kombu-doc=5.2.4-1",
          "python-bottle-doc=0.12.23-1.1",
          "python-cherrypy3-doc=18.8.0-2",
          "python-webob-doc=1:1.8.6-3",
          "ruby-sinatra=3.0.5-3+deb12u1",
          "php-symfony-http-foundation=5.4.53+dfsg-0+deb12u1",
          "gunicorn=20.1.0-6+deb12u1",
          "uwsgi-core=2.0.21-5.1",
          "libapache2-mod-wsgi-py3=4.9.4-1+b2");

  /**
   * The twenty-fifth text, held out: prose people wrote, not programs — fortune cookies in ten
   * languages (chat and Usenet quotes with their signatures, Debian's hints, excuses; not the
   * English {@code fortunes}, which the twelfth text holds) and the Jargon File.
   */
  static final FetchedText UNSEEN_25 =
      fetched(
          25,
          "fortunes-de=0.35-1",
          "fortunes-it=1.99-4.1",
          "fortunes-es=1.36",
          "fortunes-ru=1.52-3.1",
          "fortunes-cs=2.0.9-1.1",
          "fortunes-pl=0.0.20130525-3",
          "fortunes-br=20220821",
          "fortunes-eo=20020729b-1.1",
          "fortunes-ga=0.10+nmu1",
          "fortunes-mario=0.21-1.1",
          "fortunes-bofh-excuses=1.2-3",
          "fortunes-debian-hints=2.01.4",
          "jargon-text=4.4.7-4.1");

  /**
   * The twenty-sixth text, held out: the desktop's and the server's everyday programs as their
   * packages ship them (changelogs, manual pages, configuration): an image editor, media
   * frameworks, sound servers, printing, networking, a database, web and proxy servers, DNS,
   * caches, virtual machines.
   */
  static final FetchedText UNSEEN_26 =
      fetched(
          26,
          "gimp=2.10.34-1+deb12u10",
          "nginx-common=1.22.1-9+deb12u11",
          "mariadb-server-core=1:10.11.19-0+deb12u1",
          "php8.2-common=8.2.36-1~deb12u1",
          "qemu-system-common=1:7.2+dfsg-7+deb12u18+b3",
          "libvirt-daemon=9.0.0-4+deb12u2",
          "ffmpeg=7:5.1.9-0+deb12u1",
          "imagemagick-6-common=8:6.9.11.60+dfsg-1.6+deb12u15",
          "apache2-bin=2.4.71-1~deb12u1",
          "bind9=1:9.18.49-1~deb12u3",
          "redis-server=5:7.0.15-1~deb12u10",
          "memcached=1.6.18-1+deb12u1",
          "haproxy=2.6.12-1+deb12u4",
          "squid=5.7-2+deb12u6",
          "wireguard-tools=1.0.20210914-1+b1",
          "network-manager=1.42.4-1+deb12u1",
          "samba-common-bin=2:4.17.12+dfsg-0+deb12u4",
          "cups-daemon=2.4.2-3+deb12u9",
          "pulseaudio=16.1+dfsg1-2+b1",
          "pipewire=0.3.65-3+deb12u1",
          "gstreamer1.0-plugins-base=1.22.0-3+deb12u7");

  /**
   * The twenty-seventh text, held out: booting, disks and hardware as their tools ship them — boot
   * loaders and initramfs builders, file systems, volume managers and disk encryption, partition
   * editors, firmware updates, sensors and power, the PCI and USB ID lists, BusyBox.
   */
  static final FetchedText UNSEEN_27 =
      fetched(
          27,
          "u-boot-tools=2023.01+dfsg-2+deb12u3",
          "dracut-core=059-4",
          "iproute2-doc=6.1.0-3",
          "ethtool=1:6.1-1",
          "kexec-tools=1:2.0.25-3+deb12u3",
          "systemd-boot=252.39-1~deb12u2",
          "btrfs-progs=6.2-1+deb12u2",
          "xfsprogs=6.1.0-1",
          "lvm2=2.03.16-2",
          "cryptsetup-bin=2:2.6.1-4~deb12u2",
          "grub-common=2.06-13+deb12u2",
          "pci.ids=0.0~2023.04.11-1",
          "usb.ids=2025.07.26-0+deb12u1",
          "nvme-cli=2.4+really2.3-3",
          "fwupd=2.0.20-1~deb12u2",
          "open-iscsi=2.1.8-1+deb12u1",
          "multipath-tools=0.9.4-3+deb12u2",
          "parted=3.5-3+deb12u1",
          "gdisk=1.0.9-2.1",
          "dosfstools=4.2-1",
          "ntfs-3g=1:2022.10.3-1+deb12u4",
          "f2fs-tools=1.15.0-1",
          "lm-sensors=1:3.6.0-7.1",
          "acpid=1:2.0.33-2+b1",
          "powertop=2.14-1+b2",
          "busybox=1:1.35.0-4+deb12u1+b1",
          "initramfs-tools-core=0.142+deb12u3");

  /**
   * The twenty-eighth text, held out: documents and typesetting as their tools ship them — TeX and
   * LaTeX, PostScript and PDF, groff and Texinfo, DocBook, AsciiDoc, Markdown and reStructuredText
   * converters, documentation generators, spelling checkers, dictionaries, translation of
   * documents.
   */
  static final FetchedText UNSEEN_28 =
      fetched(
          28,
          "ghostscript-doc=10.0.0~dfsg-11+deb12u9",
          "groff=1.22.4-10",
          "texinfo=6.8-6+b1",
          "pandoc-data=2.17.1.1-2~deb12u1",
          "poppler-utils=22.12.0-2+deb12u3",
          "a2ps=1:4.14-8",
          "enscript=1.6.5.90-3+b1",
          "psutils=1.17.dfsg-4",
          "latexmk=1:4.79-1",
          "chktex=1.7.8-1",
          "bibtool=2.68+ds-1",
          "asciidoc-base=10.2.0-1",
          "asciidoctor=2.0.18-2",
          "xmlto=0.0.28-2.1",
          "docbook-utils=0.6.14-4",
          "hunspell=1.7.1-1",
          "aspell=0.60.8-4+b1",
          "dictd=1.13.0+dfsg-1",
          "wdiff=1.2.2-5",
          "tidy=2:5.6.0-11",
          "help2man=1.49.3",
          "python3-sphinx=5.3.0-4",
          "mkdocs=1.4.2+dfsg-2",
          "python3-markdown=3.4.1-2+deb12u1",
          "qpdf=11.3.0-1+deb12u1",
          "texlive-latex-base=2022.20230122-3",
          "xindy=2.5.1.20160104-11",
          "biber=2.18-1",
          "python3-docutils=0.19+dfsg-6",
          "po4a=0.69-1",
          "ocrmypdf=14.0.1+dfsg1-1");

  /**
   * The twenty-ninth text, held out: desktops, graphics and sound as their tools ship them — image
   * converters and viewers, media players and encoders, music daemons, the X server and its
   * documents, terminals, Wayland, window managers, notifiers, launchers, compositors, a display
   * manager, and the references of SDL, GTK, Cairo and Pango.
   */
  static final FetchedText UNSEEN_29 =
      fetched(
          29,
          "imagemagick-6-doc=8:6.9.11.60+dfsg-1.6+deb12u15",
          "graphicsmagick=1.4+really1.3.40-4+deb12u1",
          "libvips-doc=8.14.1-3+deb12u3",
          "libimage-exiftool-perl=12.57+dfsg-1",
          "feh=3.9.1-2",
          "mpv=0.35.1-4",
          "vlc-data=3.0.24-0+deb12u1",
          "mplayer-doc=2:1.5+svn38408-1",
          "sox=14.4.2+git20190427-3.5",
          "lame=3.100-6",
          "flac=1.4.2+ds-2",
          "vorbis-tools=1.4.2-1+b1",
          "mpd=0.23.12-1+b1",
          "ncmpcpp=0.9.2-2+b3",
          "cmus=2.10.0-3",
          "xserver-xorg-core=2:21.1.7-3+deb12u13",
          "xorg-docs-core=1:1.7.1-1.2",
          "libx11-doc=2:1.8.4-2+deb12u2",
          "x11-apps=7.7+9",
          "xinit=1.4.0-1",
          "xterm=379-1",
          "rxvt-unicode=9.30-2+b4",
          "xdotool=1:3.20160805.1-5",
          "mesa-utils=8.5.0-1",
          "weston=10.0.1-1+b1",
          "libwayland-doc=1.21.0-1",
          "i3-wm=4.22-2",
          "openbox=3.6.1-10",
          "dunst=1.9.0-0.1",
          "rofi=1.7.3-0.1+b1",
          "picom=9.1-1",
          "lightdm=1.26.0-8+deb12u1",
          "libsdl2-doc=2.26.5+dfsg-1",
          "libgtk-3-doc=3.24.38-2~deb12u3",
          "libcairo2-doc=1.16.0-7",
          "libpango1.0-doc=1.50.12+ds-1");

  /**
   * The thirtieth text, held out: science as its tools ship them — computer algebra, symbolic and
   * numeric Python, graphs, bioinformatics, astronomy, scientific data formats, climate data,
   * geographic information systems, natural language, notebooks, data frames and plotting.
   */
  static final FetchedText UNSEEN_30 =
      fetched(
          30,
          "gap-doc=4.12.1-2",
          "pari-doc=2.15.2-1",
          "python3-sympy=1.11.1-1",
          "python3-networkx=2.8.8-1",
          "python3-biopython=1.80+dfsg-4+b1",
          "emboss-doc=6.6.0+dfsg-12",
          "samtools=1.16.1-1",
          "bwa=0.7.17-7+b2",
          "ncbi-blast+=2.12.0+ds-3+b1",
          "python3-astropy=5.2.1-2+deb12u1",
          "python3-h5py=3.7.0-8",
          "hdf5-tools=1.10.8+repack1-1",
          "netcdf-bin=1:4.9.0-3+b1",
          "cdo=2.1.1-1+deb12u1",
          "gdal-bin=3.6.2+dfsg-1+b2",
          "proj-bin=9.1.1-1+b1",
          "grass-doc=8.2.1-1",
          "python3-shapely=1.8.5-2+b1",
          "python3-nltk=3.8-1",
          "gnudatalanguage=1.0.1-4+b5",
          "jupyter-notebook=6.4.12-2.2",
          "python3-notebook=6.4.12-2.2",
          "python3-pandas=1.5.3+dfsg-2",
          "python3-matplotlib=3.6.3-1+b1");

  /**
   * The sixty-second text, held out: search and indexing — Xapian's tools, Omega and bindings,
   * Recoll, Namazu, Swish-e, plocate, Tracker, Sphinx, Groonga, Sonic, Whoosh.
   */
  static final FetchedText UNSEEN_62 =
      fetched(
          62,
          "xapian-tools=1.4.22-1",
          "xapian-omega=1.4.22-1",
          "python3-xapian=1.4.22-1",
          "recoll=1.34.3-1",
          "recollcmd=1.34.3-1",
          "namazu2=2.0.21-23",
          "swish-e=2.4.7-6.1+b2",
          "plocate=1.1.18-1",
          "tracker=3.4.2-1",
          "sphinxsearch=2.2.11-8+b1",
          "groonga-bin=13.0.0+dfsg-3~deb12u1",
          "sonic=0.2.0-12",
          "python3-whoosh=2.7.4+git6-g9134ad92-7");

  /**
   * The sixty-third text, held out: fonts and typography tools — FontForge, fontTools, Fontconfig,
   * Fontmatrix, gucharmap, ttfautohint, WOFF2, psautohint, LCDF Typetools, t1utils, BirdFont, Font
   * Manager, freetype-py, sfnt2woff-zopfli, fontmake.
   */
  static final FetchedText UNSEEN_63 =
      fetched(
          63,
          "fontforge=1:20230101~dfsg-1.1~deb12u1",
          "fonttools=4.38.0-1+deb12u1",
          "python3-fonttools=4.38.0-1+deb12u1",
          "fontconfig=2.14.1-4",
          "fontmatrix=0.9.100+ds-1+b1",
          "gucharmap=1:15.0.2-1",
          "ttfautohint=1.8.3-2+b1",
          "woff2=1.0.2-2",
          "psautohint=2.4.0-1",
          "lcdf-typetools=2.108-3",
          "t1utils=1.41-4",
          "birdfont=2.32.3-2",
          "font-manager=0.8.8-2",
          "python3-freetype=2.3.0-3",
          "sfnt2woff-zopfli=1.3.1-1",
          "fontmake=2.4.1-2");

  /**
   * The sixty-fifth text, held out: audio production and music — LMMS, Hydrogen, Qtractor, JACK and
   * QjackCtl, Rosegarden, Frescobaldi, Csound, Pure Data, Guitarix, ZynAddSubFX, Yoshimi, Ecasound,
   * mhWaveEdit, Sweep, Sonic Pi.
   */
  static final FetchedText UNSEEN_65 =
      fetched(
          65,
          "lmms=1.2.2+dfsg1-6",
          "hydrogen=1.2.0~beta1+dfsg-1",
          "qtractor=0.9.31-1",
          "jackd2=1.9.21~dfsg-3",
          "qjackctl=0.9.9-1",
          "rosegarden=1:22.12.1-1",
          "frescobaldi=3.3.0+ds1-2",
          "csound=1:6.18.1+dfsg-1",
          "puredata-core=0.53.1+ds-2+deb12u1",
          "guitarix=0.44.1+dfsg1-2",
          "zynaddsubfx=3.0.6-5",
          "yoshimi=2.2.3-1",
          "ecasound=2.9.3-4+b1",
          "mhwaveedit=1.4.24-1",
          "sweep=0.9.3-9+b1",
          "sonic-pi=3.2.2~repack-8");

  /**
   * The sixty-sixth text, held out: bioinformatics — BCFtools, bedtools, EMBOSS, seqtk, Bowtie 2,
   * HISAT2, minimap2, MAFFT, MUSCLE, Clustal Omega, HMMER, Prodigal, Snakemake, Cutadapt, Kraken 2,
   * SPAdes, Velvet.
   */
  static final FetchedText UNSEEN_66 =
      fetched(
          66,
          "bcftools=1.16-1",
          "bedtools=2.30.0+dfsg-3",
          "emboss=6.6.0+dfsg-12",
          "seqtk=1.3-4",
          "bowtie2=2.5.0-3+b2",
          "hisat2=2.2.1-4+b2",
          "minimap2=2.24+dfsg-3+b1",
          "mafft=7.505-1",
          "muscle=1:5.1.0-1",
          "clustalo=1.2.4-7",
          "hmmer=3.3.2+dfsg-1",
          "prodigal=1:2.6.3-6",
          "snakemake=7.21.0-1",
          "cutadapt=4.2-1",
          "kraken2=2.1.2-2",
          "spades=3.15.5+dfsg-2",
          "velvet=1.2.10+dfsg1-8");

  /**
   * The sixty-eighth text, held out: network testing and simulation — Mininet, ns-3, iperf,
   * Tcpreplay, tcptrace, Scapy, netsniff-ng, PackETH, Ostinato, dnsperf, Flent, hping3, nuttcp,
   * FRRouting, VPCS, Open vSwitch.
   */
  static final FetchedText UNSEEN_68 =
      fetched(
          68,
          "mininet=2.3.0-1",
          "ns3=3.37-2",
          "iperf=2.1.8+dfsg-1",
          "tcpreplay=4.4.3-1",
          "tcptrace=6.6.7-6+b1",
          "python3-scapy=2.5.0+dfsg-2",
          "netsniff-ng=0.6.8-3",
          "packeth=1.6.5-2.1+b1",
          "ostinato=1.2.0-1+b1",
          "dnsperf=2.10.0-2",
          "flent=2.1.1-1",
          "hping3=3.a2.ds2-10",
          "nuttcp=6.1.2-4+b1",
          "frr=8.4.4-1.1~deb12u2",
          "vpcs=0.5b2-2.2",
          "openvswitch-common=3.1.0-2+deb12u1",
          "openvswitch-switch=3.1.0-2+deb12u1");

  /**
   * The sixty-ninth text, held out: spreadsheets and office data — Gnumeric, openpyxl, XlsxWriter,
   * xlrd, odfpy, xlsx2csv, Tablib, unoconv, xlwt, Calligra Sheets.
   */
  static final FetchedText UNSEEN_69 =
      fetched(
          69,
          "gnumeric=1.12.55-1",
          "python3-openpyxl=3.0.9-1",
          "python3-xlsxwriter=3.0.2-2",
          "python3-xlrd=1.2.0-3",
          "python3-odf=1.4.2-2",
          "xlsx2csv=1:0.7.8-1",
          "python3-tablib=3.4.0-1",
          "unoconv=0.7-2",
          "python3-xlwt=1.3.0-4",
          "calligrasheets=1:3.2.1+dfsg-6+b3");

  /**
   * The seventieth text, held out: more languages' toolchains — Nim, Crystal, CLISP, ECL, Gambit,
   * Ant, Jython.
   */
  static final FetchedText UNSEEN_70 =
      fetched(
          70,
          "nim=1.6.10-2",
          "crystal=1.6.0+dfsg-3",
          "clisp=1:2.49.20210628.gitde01f0f-3",
          "ecl=21.2.1+ds-4",
          "gambc=4.9.3-1.2+b1",
          "ant=1.10.13-1",
          "jython=2.7.3+repack1-1");

  /**
   * The seventy-first text, held out: chemistry and molecules — Open Babel, Avogadro, GROMACS,
   * PyMOL, RDKit, Jmol, Psi4, ASE, MDAnalysis, Ghemical, XDrawChem.
   */
  static final FetchedText UNSEEN_71 =
      fetched(
          71,
          "openbabel=3.1.1+dfsg-9+b3",
          "avogadro=1.97.0-1",
          "gromacs=2022.5-2",
          "pymol=2.5.0+dfsg-1",
          "python3-rdkit=202209.3-1",
          "jmol=14.32.83+dfsg-2",
          "psi4=1:1.3.2+dfsg-5",
          "python3-ase=3.22.1-3+deb12u1",
          "python3-mdanalysis=2.4.2+dfsg1-1+b1",
          "ghemical=3.0.0-5+b2",
          "xdrawchem=1:1.11.0-4");

  /**
   * The seventy-second text, held out: backups and synchronisation — Borg, rsnapshot, Bacula,
   * Unison, rdiff-backup, Backupninja, dar, Syncthing, duply, Back In Time, Burp, bup.
   */
  static final FetchedText UNSEEN_72 =
      fetched(
          72,
          "borgbackup=1.2.4-1",
          "rsnapshot=1.4.5-1",
          "bacula-common=9.6.7-7",
          "unison=2.52+1",
          "rdiff-backup=2.2.2-1",
          "backupninja=1.2.2-1",
          "dar=2.7.8-2+b9",
          "syncthing=1.19.2~ds1-1+b4",
          "duply=2.4.1-1",
          "backintime-common=1.3.3-4",
          "burp=3.1.4-1",
          "bup=0.33.7-1~deb12u1");

  /**
   * The seventy-third text, held out: CAD and 3D printing — OpenSCAD, LibreCAD, MeshLab, Slic3r,
   * PrusaSlicer, Cura, SolveSpace, Printrun, LeoCAD, numpy-stl, ADMesh.
   */
  static final FetchedText UNSEEN_73 =
      fetched(
          73,
          "openscad=2021.01-6",
          "librecad=2.2.0-1",
          "meshlab=2020.09+dfsg1-2",
          "slic3r=1.3.0+dfsg1-5+b2",
          "prusa-slicer=2.5.0+dfsg-4",
          "cura=4.13.0-1",
          "solvespace=3.1+ds1-3",
          "printrun=2.0.0~rc8-2",
          "leocad=21.06-1+b1",
          "python3-stl=2.9.0-2+b3",
          "admesh=0.98.4-2");

  /**
   * The seventy-fourth text, held out: astronomy — Stellarium, KStars, Xplanet, Skyfield, Siril,
   * Gnuastro.
   */
  static final FetchedText UNSEEN_74 =
      fetched(
          74,
          "stellarium=0.22.2-1",
          "kstars=5:3.6.2-2",
          "xplanet=1.3.1-3+b1",
          "python3-skyfield=1.45+ds-2",
          "siril=1.0.6-1+b2",
          "gnuastro=0.19-1+b2");

  /**
   * The seventy-fifth text, held out: virtual machines, containers and system images — libvirt's
   * clients, virt-manager, LXD, libguestfs' tools, vmdb2, debootstrap, mmdebstrap, schroot.
   */
  static final FetchedText UNSEEN_75 =
      fetched(
          75,
          "libvirt-clients=9.0.0-4+deb12u2",
          "virt-manager=1:4.1.0-2",
          "lxd=5.0.2-5+deb12u6",
          "libguestfs-tools=1:1.48.6-2",
          "vmdb2=0.27+really.0.26-1+deb12u1",
          "debootstrap=1.0.128+nmu2+deb12u2",
          "mmdebstrap=1.3.5-7",
          "schroot=1.6.13-3+b2");

  /**
   * The seventy-sixth text, held out: games and game engines — Ren'Py, LÖVE, Godot, pygame,
   * Minetest, Freeciv's server.
   */
  static final FetchedText UNSEEN_76 =
      fetched(
          76,
          "renpy=8.0.3+dfsg-1",
          "love=11.4-1",
          "godot3=3.2.3-stable-1+b3",
          "python3-pygame=2.1.2+dfsg-5+b1",
          "minetest=5.6.1+dfsg+~1.9.0mt8+dfsg-2",
          "freeciv-server=3.0.6-1+deb12u1");

  /**
   * The seventy-seventh text, held out: static analysis of C and C++ — Flawfinder, Sparse,
   * clang-tidy, Frama-C, Coccinelle, Vera++, include-what-you-use.
   */
  static final FetchedText UNSEEN_77 =
      fetched(
          77,
          "flawfinder=2.0.19-1.1",
          "sparse=0.6.4-3",
          "clang-tidy=1:14.0-55.7~deb12u1",
          "frama-c-base=20220511-manganese-3+b4",
          "coccinelle=1.1.1.deb-2+b1",
          "vera++=1.2.1-2+b7",
          "iwyu=8.18-2");

  /**
   * The seventy-eighth text, held out: mail clients — Alpine, Claws Mail, Sylpheed, Evolution,
   * mblaze, mu4e, OfflineIMAP, imapfilter.
   */
  static final FetchedText UNSEEN_78 =
      fetched(
          78,
          "alpine=2.26+dfsg-1",
          "claws-mail=4.1.1-2+b1",
          "sylpheed=3.8.0~beta1-1+deb12u1",
          "evolution-common=3.46.4-2+deb12u1",
          "mblaze=1.1-1",
          "mu4e=1.8.14-1",
          "offlineimap=7.3.3+dfsg1-1+0.0~git20211018.e64c254+dfsg-2",
          "imapfilter=1:2.8.1-1");

  /**
   * The seventy-ninth text, held out: plotting — gnuplot's data, Grace, Veusz, seaborn, ploticus,
   * LabPlot.
   */
  static final FetchedText UNSEEN_79 =
      fetched(
          79,
          "gnuplot-data=5.4.4+dfsg1-2",
          "grace=1:5.1.25-13",
          "veusz=3.6.2-1",
          "python3-seaborn=0.12.2-1",
          "ploticus=2.42-5",
          "labplot=2.9.0-1+b2");

  /**
   * The eightieth text, held out: finance and accounting — GnuCash's data, hledger, Beancount,
   * HomeBank, ofxparse, Grisbi, ledger-autosync.
   */
  static final FetchedText UNSEEN_80 =
      fetched(
          80,
          "gnucash-common=1:4.13-1",
          "hledger=1.25-2+b5",
          "beancount=2.3.5-2",
          "python3-beancount=2.3.5-2+b1",
          "homebank-data=5.6.2-1",
          "python3-ofxparse=0.21-2",
          "grisbi-common=2.0.5-1",
          "ledger-autosync=1.0.3.7.g69f30ea-3");

  /**
   * The eighty-first text, held out: firewalls and packet filters — ferm, Shorewall, firewalld,
   * ipset, conntrack, arptables, ebtables, OpenSnitch, Arno's firewall, FireHOL, fwknop.
   */
  static final FetchedText UNSEEN_81 =
      fetched(
          81,
          "ferm=2.5.1-1.1",
          "shorewall=5.2.8-2",
          "firewalld=1.3.3-1~deb12u2",
          "ipset=7.17-1",
          "conntrack=1:1.4.7-1+b2",
          "arptables=0.0.5-3.1",
          "ebtables=2.0.11-5",
          "opensnitch=1.5.8.1-1+b3",
          "arno-iptables-firewall=2.1.1-8",
          "firehol=3.1.7+ds-2.1",
          "fwknop-server=2.6.10-16");

  /**
   * The eighty-second text, held out: IRC bots, scripts and XMPP clients — Limnoria, Eggdrop,
   * irssi's scripts, python-irc, ii, sic, Poezio, slixmpp.
   */
  static final FetchedText UNSEEN_82 =
      fetched(
          82,
          "limnoria=2023.1.28-1",
          "eggdrop=1.8.4+repack1-0.1",
          "irssi-scripts=20220704",
          "python3-irc=8.5.3+dfsg-5",
          "ii=1.8-3+ds+b1",
          "sic=1.1-5+b1",
          "poezio=0.14-2",
          "python3-slixmpp=1.8.3-1");

  /**
   * The eighty-third text, held out: Go libraries for the web, databases and configuration —
   * Gorilla's mux and WebSocket, Gin, testify, logrus, urfave/cli, yaml.v3, the MySQL and
   * PostgreSQL drivers, Prometheus' client, x/net.
   */
  static final FetchedText UNSEEN_83 =
      fetched(
          83,
          "golang-github-gorilla-mux-dev=1.8.0-1",
          "golang-github-gorilla-websocket-dev=1.5.0-2",
          "golang-github-gin-gonic-gin-dev=1.8.1-1",
          "golang-github-stretchr-testify-dev=1.8.1-1",
          "golang-github-sirupsen-logrus-dev=1.9.0-1",
          "golang-github-urfave-cli-dev=1.22.9-2",
          "golang-gopkg-yaml.v3-dev=3.0.1-3",
          "golang-github-go-sql-driver-mysql-dev=1.5.0-2",
          "golang-github-lib-pq-dev=1.10.7-2",
          "golang-github-prometheus-client-golang-dev=1.14.0-3",
          "golang-golang-x-net-dev=1:0.7.0+dfsg-1");

  /**
   * The eighty-fourth text, held out: Perl's web frameworks, templates and object systems —
   * Dancer2, Catalyst, Plack, Moose, DBIx::Class, DBD::Pg, the Template Toolkit, WWW::Mechanize.
   */
  static final FetchedText UNSEEN_84 =
      fetched(
          84,
          "libdancer2-perl=0.400001+dfsg-1",
          "libcatalyst-perl=5.90130-1",
          "libplack-perl=1.0050-1",
          "libmoose-perl=2.2203-1",
          "libdbix-class-perl=0.082843-1",
          "libdbd-pg-perl=3.16.0-2",
          "libtemplate-perl=2.27-1+b5",
          "libwww-mechanize-perl=2.16-1",
          "libtest-www-mechanize-perl=1.60-1");

  /**
   * The eighty-fifth text, held out: photography — darktable, RawTherapee, gThumb, Hugin, digiKam,
   * Geeqie, Entangle, gPhoto2.
   */
  static final FetchedText UNSEEN_85 =
      fetched(
          85,
          "darktable=4.2.1-4",
          "rawtherapee-data=5.9-1",
          "gthumb=3:3.12.2-3+b1",
          "hugin-data=2022.0.0+dfsg-2",
          "digikam-data=4:7.9.0-1",
          "geeqie-common=1:2.0.1-8",
          "entangle=3.0-3",
          "gphoto2=2.5.28-2");

  /**
   * The eighty-sixth text, held out: Rust crates for networking and command lines — Serde, Tokio,
   * reqwest, clap, hyper, rustls, tracing.
   */
  static final FetchedText UNSEEN_86 =
      fetched(
          86,
          "librust-serde-dev=1.0.152-2",
          "librust-tokio-dev=1.24.2-1",
          "librust-reqwest-dev=0.11.13-1",
          "librust-clap-dev=4.0.32-1",
          "librust-hyper-dev=0.14.19-1",
          "librust-rustls-dev=0.20.8-4",
          "librust-tracing-dev=0.1.37-1");

  /**
   * The eighty-seventh text, held out: Emacs packages — Projectile, Company, Flycheck,
   * markdown-mode, YASnippet, Helm, lsp-mode.
   */
  static final FetchedText UNSEEN_87 =
      fetched(
          87,
          "elpa-projectile=2.7.0-2",
          "elpa-company=0.9.13-2",
          "elpa-flycheck=32~git.20200527.9c435db3-4",
          "elpa-markdown-mode=2.5-1",
          "elpa-yasnippet=0.14.0+git20200603.5cbdbf0d-2",
          "elpa-helm=3.8.4-1",
          "elpa-lsp-mode=8.0.0-5");

  /**
   * The eighty-eighth text, held out: Ruby gems for the web, mail and databases — Nokogiri, Thor,
   * HTTParty, Sequel, Mail, Net::SSH, Excon, redis-rb.
   */
  static final FetchedText UNSEEN_88 =
      fetched(
          88,
          "ruby-nokogiri=1.13.10+dfsg-2+b1",
          "ruby-thor=1.2.1-2",
          "ruby-httparty=0.21.0-1",
          "ruby-sequel=5.63.0-1",
          "ruby-mail=2.7.1+dfsg1-2",
          "ruby-net-ssh=1:7.0.1-1",
          "ruby-excon=0.88.0-1",
          "ruby-redis=4.8.0-1");

  /**
   * The eighty-ninth text, held out: Node.js utility libraries — Lodash, Commander, yargs, Moment,
   * request, chalk, debug.
   */
  static final FetchedText UNSEEN_89 =
      fetched(
          89,
          "node-lodash=4.17.21+dfsg+~cs8.31.198.20210220-9+deb12u1",
          "node-commander=9.4.1-1",
          "node-yargs=16.2.0+~16.0.4-7",
          "node-moment=2.29.4+ds-1",
          "node-request=2.88.1-6",
          "node-chalk=5.2.0-1",
          "node-debug=4.3.4+~cs4.1.7-1");

  /** The ninetieth text, held out: curl and download tools — libcurl's manual pages, curl, axel. */
  static final FetchedText UNSEEN_90 =
      fetched(90, "libcurl4-doc=7.88.1-10+deb12u15", "curl=7.88.1-10+deb12u15", "axel=2.17.11-3");

  /**
   * The ninety-first text, held out: weather and climate data — GrADS, NCO, ncview, netCDF4,
   * xarray, cftime, XyGrib, weather-util.
   */
  static final FetchedText UNSEEN_91 =
      fetched(
          91,
          "grads=3:2.2.1-5+b1",
          "nco=5.1.4-1+deb12u1",
          "ncview=2.1.8+ds-5",
          "python3-netcdf4=1.6.2-1+b1",
          "python3-xarray=2023.01.0-1.1",
          "python3-cftime=1.6.2-3+b1",
          "xygrib=1.2.6.1-2",
          "weather-util=2.4.4-2");

  /**
   * The ninety-second text, held out: PHP libraries — Symfony's Console, Guzzle, Monolog, Twig,
   * Laravel, phpseclib, CommonMark.
   */
  static final FetchedText UNSEEN_92 =
      fetched(
          92,
          "php-symfony-console=5.4.53+dfsg-0+deb12u1",
          "php-guzzlehttp-guzzle=7.4.5-1",
          "php-monolog=2.9.1-1",
          "php-twig=3.5.1-1+deb12u3",
          "php-laravel-framework=8.83.26+dfsg-2",
          "php-phpseclib3=3.0.19-1+deb12u6",
          "php-league-commonmark=2.3.9-1+deb12u1");

  /**
   * The ninety-third text, held out: system monitors in the terminal — Glances, btop, nmon, atop,
   * iotop, bpytop, s-tui.
   */
  static final FetchedText UNSEEN_93 =
      fetched(
          93,
          "glances=3.3.1.1+dfsg-1",
          "btop=1.2.13-1",
          "nmon=16n+debian-1+b1",
          "atop=2.8.1-1+deb12u1",
          "iotop=0.6-42-ga14256a-0.1+b2",
          "bpytop=1.0.68-1",
          "s-tui=1.1.4-1");

  /** The ninety-fourth text, held out: genealogy — LifeLines. */
  static final FetchedText UNSEEN_94 = fetched(94, "lifelines=3.0.61-3");

  /**
   * The ninety-fifth text, held out: Java libraries' API documents — jsoup, Commons IO, Codec and
   * Validator, JSch, JavaMail, Logback, the PostgreSQL JDBC driver, JmDNS, dnssecjava.
   */
  static final FetchedText UNSEEN_95 =
      fetched(
          95,
          "libjsoup-java-doc=1.15.3-1",
          "libcommons-io-java-doc=2.11.0-2",
          "libjsch-java-doc=0.1.55-1",
          "libcommons-codec-java-doc=1.15-1",
          "libcommons-validator-java-doc=1:1.7-1",
          "libmail-java-doc=1.6.5-2",
          "liblogback-java-doc=1:1.2.11-3",
          "libpostgresql-jdbc-java-doc=42.5.5-0+deb12u1",
          "libjmdns-java-doc=3.5.5-1",
          "libdnssecjava-java-doc=1.1.3-3");

  /**
   * The ninety-sixth text, held out: video download and streaming — yt-dlp, youtube-dl, streamlink,
   * gallery-dl.
   */
  static final FetchedText UNSEEN_96 =
      fetched(
          96,
          "yt-dlp=2023.03.04-1",
          "youtube-dl=2021.12.17-2",
          "streamlink=5.2.1-1",
          "gallery-dl=1.25.3-1");

  /**
   * The ninety-seventh text, held out: machine learning and statistics — scikit-learn, statsmodels,
   * gensim, XGBoost, joblib, scikit-image.
   */
  static final FetchedText UNSEEN_97 =
      fetched(
          97,
          "python3-sklearn=1.2.1+dfsg-1",
          "python3-statsmodels=0.13.5+dfsg-7",
          "python3-gensim=4.2.0+dfsg-1+deb12u1",
          "python3-xgboost=1.7.4-1",
          "python3-joblib=1.2.0-4+deb12u1",
          "python3-skimage=0.19.3-8");

  /**
   * The ninety-eighth text, held out: Haskell libraries' documents — aeson, http-client, Warp,
   * lens, network-uri.
   */
  static final FetchedText UNSEEN_98 =
      fetched(
          98,
          "libghc-aeson-doc=2.0.3.0-1",
          "libghc-http-client-doc=0.7.13.1-1",
          "libghc-warp-doc=3.3.21-3",
          "libghc-lens-doc=5.0.1-2",
          "libghc-network-uri-doc=2.6.4.1-1");

  /**
   * The ninety-ninth text, held out: Lua libraries — LuaSocket, LuaSec, Penlight, LPeg, lua-cjson,
   * lua-http, LDoc, busted.
   */
  static final FetchedText UNSEEN_99 =
      fetched(
          99,
          "lua-socket=3.1.0-1+b1",
          "lua-sec=1.2.0-2",
          "lua-penlight=1.13.1-3",
          "lua-lpeg=1.0.2-2",
          "lua-cjson=2.1.0+dfsg-2.2",
          "lua-http=0.4-1",
          "lua-ldoc=1.4.6-2",
          "lua-busted=2.1.1-1");

  /**
   * The hundredth text, held out: URL and domain libraries — tldextract, publicsuffix2, yarl, furl,
   * hyperlink, idna, validators, rfc3986, uritemplate, w3lib, urlwatch, HTTrack.
   */
  static final FetchedText UNSEEN_100 =
      fetched(
          100,
          "python3-tldextract=3.1.2-2",
          "python3-publicsuffix2=2.20191221-3",
          "python3-yarl=1.8.2-1+b1",
          "python3-furl=2.1.2-1",
          "python3-hyperlink=21.0.0-5",
          "python3-idna=3.3-1+deb12u1",
          "python3-validators=0.20.0-2",
          "python3-rfc3986=1.5.0-2",
          "python3-uritemplate=4.1.1-2",
          "python3-w3lib=2.1.1-1",
          "urlwatch=2.25-1",
          "httrack=3.49.4-1");

  /**
   * The hundred-and-first text, held out: Fediverse and Matrix clients — toot, Mastodon.py, Nheko,
   * matrix-nio, weechat-matrix.
   */
  static final FetchedText UNSEEN_101 =
      fetched(
          101,
          "toot=0.34.1-1",
          "python3-mastodon=1.8.0-1",
          "nheko=0.11.3-2",
          "python3-matrix-nio=0.20.1-3",
          "weechat-matrix=0.3.0-3.1");

  /**
   * The hundred-and-second text, held out: HTML parsing and scraping — Beautiful Soup, html5lib,
   * lxml, mechanize, parsel, readability, cssselect, htmlmin.
   */
  static final FetchedText UNSEEN_102 =
      fetched(
          102,
          "python3-bs4=4.11.2-2",
          "python3-html5lib=1.1-3",
          "python3-lxml=4.9.2-1+deb12u1",
          "python3-mechanize=1:0.4.8+pypi-5",
          "python3-parsel=1.7.0+dfsg-1",
          "python3-readability=0.8.1+dfsg1-3",
          "python3-cssselect=1.2.0-2",
          "python3-htmlmin=0.1.12-4");

  /**
   * The hundred-and-third text, held out: DNS lookup and reconnaissance tools — BIND's dig, kdig,
   * ldns' drill, dnsdiag, dnstwist, DNSRecon, Fierce, dnsenum, Sublist3r, python-whois.
   */
  static final FetchedText UNSEEN_103 =
      fetched(
          103,
          "bind9-dnsutils=1:9.18.49-1~deb12u3",
          "knot-dnsutils=3.2.6-1",
          "ldnsutils=1.8.3-1+b1",
          "dnsdiag=2.0.2-2",
          "dnstwist=0~20221213-1",
          "dnsrecon=1.1.3-2",
          "fierce=1.5.0-1",
          "dnsenum=1.3.1-1",
          "sublist3r=1.1-3",
          "python3-whois=0.8-1");

  /**
   * The hundred-and-fourth text, held out: cloud command lines and SDKs — kubectl, the AWS CLI,
   * boto3, OpenStack's clients, s3cmd, Apache Libcloud, google-auth, the Kubernetes Python client.
   */
  static final FetchedText UNSEEN_104 =
      fetched(
          104,
          "kubernetes-client=1.20.5+really1.20.2-1.1+deb12u1",
          "awscli=2.9.19-1",
          "python3-openstackclient=6.0.0-4",
          "s3cmd=2.3.0-1",
          "python3-boto3=1.26.27+dfsg-1",
          "python3-libcloud=3.4.1-5",
          "python3-google-auth=1.5.1-3",
          "python3-kubernetes=22.6.0-2",
          "python3-swiftclient=1:4.1.0-2",
          "python3-novaclient=2:18.1.0-3");

  /**
   * The hundred-and-fifth text, held out: mail authentication — OpenDKIM's tools, OpenDMARC,
   * dkimpy, pyspf, the Postfix SPF policy server, Mail::DKIM, Mail::SPF, spfquery, authres.
   */
  static final FetchedText UNSEEN_105 =
      fetched(
          105,
          "opendkim-tools=2.11.0~beta2-8+deb12u1",
          "opendmarc=1.4.2-2+b1",
          "python3-dkim=1.1.4-1",
          "python3-spf=2.0.14-3",
          "postfix-policyd-spf-python=3.0.4-2",
          "libmail-dkim-perl=1.20230212-2~deb12u1",
          "libmail-spf-perl=2.9.0-5",
          "spfquery=1.2.10-7.2+b1",
          "python3-authres=1.2.0-3");

  /**
   * The hundred-and-sixth text, held out: spam filters, greylisting and virus scanning —
   * Bogofilter, Vipul's Razor, Pyzor, policyd-weight, SpamProbe, CRM114, SQLgrey, ClamAV.
   */
  static final FetchedText UNSEEN_106 =
      fetched(
          106,
          "bogofilter-common=1.2.5-1+b2",
          "razor=1:2.85-9",
          "pyzor=1:1.0.0-6",
          "policyd-weight=0.1.15.2-12.1",
          "spamprobe=1.4d-16+deb12u1",
          "crm114=20100106-10",
          "sqlgrey=1:1.8.0-4",
          "clamav=1.4.6+dfsg-0+deb12u1",
          "clamav-base=1.4.6+dfsg-0+deb12u1",
          "clamav-freshclam=1.4.6+dfsg-0+deb12u1");

  /**
   * The hundred-and-seventh text, held out: R packages for the web, documents and text — httr,
   * curl, xml2, jsonlite, R Markdown, knitr, stringr, lubridate, Shiny.
   */
  static final FetchedText UNSEEN_107 =
      fetched(
          107,
          "r-cran-httr=1.4.5+dfsg-1",
          "r-cran-curl=5.0.0+dfsg-1",
          "r-cran-xml2=1.3.3-1+b1",
          "r-cran-jsonlite=1.8.4+dfsg-1",
          "r-cran-rmarkdown=2.20+dfsg-1",
          "r-cran-knitr=1.42+dfsg-1",
          "r-cran-stringr=1.5.0-1",
          "r-cran-lubridate=1.9.2+dfsg-1",
          "r-cran-shiny=1.7.4+dfsg-2+deb12u1");

  /**
   * The hundred-and-eighth text, held out: JavaScript libraries for the browser — Bootstrap, D3,
   * Leaflet, highlight.js, Chart.js, Vue, Underscore, Moment.
   */
  static final FetchedText UNSEEN_108 =
      fetched(
          108,
          "libjs-bootstrap5=5.2.3+dfsg-8",
          "libjs-d3=3.5.17-4",
          "libjs-leaflet=1.7.1~dfsg-7",
          "libjs-highlight.js=9.18.5+dfsg1-2",
          "libjs-chart.js=3.9.1+~0.2.1-2",
          "libjs-vue=2.6.14+dfsg-5",
          "libjs-underscore=1.13.4~dfsg+~1.11.4-3",
          "libjs-moment=2.29.4+ds-1");

  /**
   * The hundred-and-ninth text, held out: the GNOME platform's API references — GLib, libsoup, GTK
   * 4.
   */
  static final FetchedText UNSEEN_109 =
      fetched(
          109,
          "libglib2.0-doc=2.74.6-2+deb12u9",
          "libsoup-3.0-doc=3.2.3-0+deb12u2",
          "libgtk-4-doc=4.8.3+ds-2+deb12u1");

  /**
   * The hundred-and-tenth text, held out: mailing lists and their archives — public-inbox, mlmmj,
   * listadmin, mb2md, email-validator, Email::Address::XS, Email::Valid.
   */
  static final FetchedText UNSEEN_110 =
      fetched(
          110,
          "public-inbox=1.9.0-1",
          "mlmmj=1.3.0-4",
          "listadmin=2.42-1.3",
          "mb2md=3.20-10",
          "python3-email-validator=1.3.0-1",
          "libemail-address-xs-perl=1.05-1+b1",
          "libemail-valid-perl=1.203-1");

  /**
   * The hundred-and-eleventh text, held out: Perl's mail modules — Mail::Box, Mail::Message,
   * Email::MIME, Email::Simple, Email::Sender, Mail::Sendmail, MIME-tools.
   */
  static final FetchedText UNSEEN_111 =
      fetched(
          111,
          "libmail-box-perl=3.009-1",
          "libmail-message-perl=3.012-1",
          "libemail-mime-perl=1.953-1",
          "libemail-simple-perl=2.218-1",
          "libemail-sender-perl=2.600-1",
          "libmail-sendmail-perl=0.80-3",
          "libmime-tools-perl=5.510-1");

  /**
   * The hundred-and-twelfth text, held out: log watchers and web log analysis — Analog, logcheck,
   * SSHGuard, CCZE, grok.
   */
  static final FetchedText UNSEEN_112 =
      fetched(
          112,
          "analog=2:6.0.17-3",
          "logcheck=1.4.2+deb12u1",
          "sshguard=2.4.2-1+b2",
          "ccze=0.2.1-7",
          "grok=1.20110708.1-7+b1");

  /**
   * The hundred-and-thirteenth text, held out: browser extensions that block trackers — uBlock
   * Origin with its filter lists, Privacy Badger.
   */
  static final FetchedText UNSEEN_113 =
      fetched(
          113,
          "webext-ublock-origin-firefox=1.67.0+dfsg-1~deb12u1",
          "webext-privacy-badger=2020.10.7-1");

  /**
   * The hundred-and-fourteenth text, held out: Tor's companions — OnionShare, Nyx, obfs4proxy,
   * Onion Circuits, Stem.
   */
  static final FetchedText UNSEEN_114 =
      fetched(
          114,
          "onionshare=2.6-5~deb12u1",
          "nyx=2.1.0-2.2",
          "obfs4proxy=0.0.14-1+b4",
          "onioncircuits=0.7-3",
          "python3-stem=1.8.1-2.1");

  /**
   * The hundred-and-fifteenth text, held out: clients of forges, CI servers and code review — tea,
   * python-jenkins, PyGithub, pygerrit2.
   */
  static final FetchedText UNSEEN_115 =
      fetched(
          115,
          "tea=62.0.2-1",
          "python3-jenkins=1.4.0-3",
          "python3-github=1.55-3",
          "python3-pygerrit2=2.0.4-3");

  /**
   * The hundred-and-sixteenth text, held out: address books and calendars — abook, khard, vobject,
   * caldav, Radicale.
   */
  static final FetchedText UNSEEN_116 =
      fetched(
          116,
          "abook=0.6.1-2+b1",
          "khard=0.18.0-1",
          "python3-vobject=0.9.6.1-2",
          "python3-caldav=0.11.0-1",
          "radicale=3.1.8-2");

  /**
   * The hundred-and-seventeenth text, held out: bibliographies and citations — the Citation Style
   * Language's styles, JabRef, bibtexparser, Xapers.
   */
  static final FetchedText UNSEEN_117 =
      fetched(
          117,
          "citation-style-language-styles=0~20230209.153790a-1",
          "jabref=3.8.2+ds-17",
          "python3-bibtexparser=1.1.0+ds-5",
          "xapers=0.9.0-1");

  /**
   * The hundred-and-eighteenth text, held out: MediaWiki's clients and parsers — mwclient,
   * mwparserfromhell.
   */
  static final FetchedText UNSEEN_118 =
      fetched(118, "python3-mwclient=0.10.1-2", "python3-mwparserfromhell=0.6.4-1+b3");

  /**
   * The hundred-and-nineteenth text, held out: webmail and groupware — SOGo, Roundcube's plugins,
   * aiosmtpd.
   */
  static final FetchedText UNSEEN_119 =
      fetched(
          119,
          "sogo=5.8.0-2+deb12u4",
          "roundcube-plugins=1.6.5+dfsg-1+deb12u13",
          "python3-aiosmtpd=1.4.3-1.1+deb12u1");

  /**
   * The hundred-and-twentieth text, held out: OAuth, JWT and social login libraries — OAuthLib,
   * Requests-OAuthlib, PyJWT, Authlib, social-auth-core.
   */
  static final FetchedText UNSEEN_120 =
      fetched(
          120,
          "python3-oauthlib=3.2.2-1",
          "python3-requests-oauthlib=1.3.0+ds-1",
          "python3-jwt=2.6.0-1+deb12u1",
          "python3-authlib=1.2.0-1+deb12u2",
          "python3-social-auth-core=4.3.0-1");

  /** The hundred-and-twenty-first text, held out: single sign-on servers — SimpleSAMLphp. */
  static final FetchedText UNSEEN_121 = fetched(121, "simplesamlphp=1.19.7-1+deb12u2");

  /**
   * The hundred-and-twenty-second text, held out: remote shells and tunnels over SSH — AsyncSSH,
   * sshuttle, autossh, sshpass, Fabric, ClusterSSH, pssh, scp.py.
   */
  static final FetchedText UNSEEN_122 =
      fetched(
          122,
          "python3-asyncssh=2.10.1-2+deb12u2",
          "sshuttle=1.1.1-1",
          "autossh=1.4g-1+b1",
          "sshpass=1.09-1+b1",
          "python3-fabric=2.6.0-1",
          "clusterssh=4.16-4",
          "pssh=2.3.4-2",
          "python3-scp=0.14.4-1");

  /**
   * The hundred-and-twenty-third text, held out: IP geolocation and address calculators — GeoIP2,
   * libmaxminddb's tools, GeoIP's tools, netaddr, ipcalc, sipcalc, maxminddb.
   */
  static final FetchedText UNSEEN_123 =
      fetched(
          123,
          "python3-geoip2=2.9.0+dfsg1-5",
          "mmdb-bin=1.7.1-1",
          "geoip-bin=1.6.12-10",
          "python3-netaddr=0.8.0-2",
          "ipcalc=0.42-2",
          "sipcalc=1.1.6-3",
          "python3-maxminddb=2.2.0-1+b1");

  /**
   * The hundred-and-twenty-fourth text, held out: SOAP and web services — Zeep, SOAP::Lite, Suds,
   * Spyne.
   */
  static final FetchedText UNSEEN_124 =
      fetched(
          124,
          "python3-zeep=4.2.1-1",
          "libsoap-lite-perl=1.27-3",
          "python3-suds=1.1.2-1",
          "python3-spyne=2.14.0-2");

  /**
   * The hundred-and-twenty-fifth text, held out: notebooks — nbconvert, ipywidgets, nbformat,
   * Jupyter Server.
   */
  static final FetchedText UNSEEN_125 =
      fetched(
          125,
          "python3-nbconvert=6.5.3-3",
          "python3-ipywidgets=6.0.0-11",
          "python3-nbformat=5.5.0-1",
          "python3-jupyter-server=1.23.3-1");

  /**
   * The hundred-and-twenty-sixth text, held out: Django's applications — django-allauth, CORS
   * headers, extensions, filters, REST framework, OAuth toolkit, debug toolbar, Celery beat.
   */
  static final FetchedText UNSEEN_126 =
      fetched(
          126,
          "python3-django-allauth=0.51.0-1",
          "python3-django-cors-headers=3.14.0-1",
          "python3-django-extensions=3.2.1-2",
          "python3-django-filters=23.1-1",
          "python3-djangorestframework=3.14.0-2+deb12u1",
          "python3-django-oauth-toolkit=1.7.0-2",
          "python3-django-debug-toolbar=1:3.8.1-1",
          "python3-django-celery-beat=2.4.0-1");

  /**
   * The hundred-and-twenty-seventh text, held out: Debian's mirrors and package caches — apt-
   * mirror, apt-cacher-ng, debmirror, approx.
   */
  static final FetchedText UNSEEN_127 =
      fetched(
          127,
          "apt-mirror=0.5.4-2",
          "apt-cacher-ng=3.7.4-1+b2",
          "debmirror=1:2.37",
          "approx=5.12-1");

  /**
   * The hundred-and-twenty-eighth text, held out: web application firewalls — the OWASP Core Rule
   * Set, ModSecurity, CrowdSec.
   */
  static final FetchedText UNSEEN_128 =
      fetched(
          128,
          "modsecurity-crs=3.3.4-1+deb12u3",
          "libapache2-mod-security2=2.9.7-1+deb12u2",
          "crowdsec=1.4.6-6~deb12u1+b1");

  /**
   * The hundred-and-twenty-ninth text, held out: QR codes, bar codes and bookmarks — qrencode,
   * ZBar's tools, python-qrcode, buku.
   */
  static final FetchedText UNSEEN_129 =
      fetched(
          129,
          "qrencode=4.1.1-1",
          "zbar-tools=0.23.92-7+deb12u1",
          "python3-qrcode=7.4.2-2",
          "buku=4.7+ds-1");

  /**
   * The hundred-and-thirtieth text, held out: Node.js middleware and proxies — http-proxy, cors,
   * body-parser, cookie-parser, serve-static, morgan, compression.
   */
  static final FetchedText UNSEEN_130 =
      fetched(
          130,
          "node-http-proxy=1.18.1-8",
          "node-cors=2.8.5-1",
          "node-body-parser=1.20.1+~1.19.2-1",
          "node-cookie-parser=1.4.6+~1.4.3-1",
          "node-serve-static=1.15.0+~1.15.0-1",
          "node-morgan=1.10.0+~1.9.3-1",
          "node-compression=1.7.4-3");

  /**
   * The hundred-and-thirty-first text, held out: Python's web servers — Tornado, Waitress,
   * Werkzeug, Hypercorn, Uvicorn, Cheroot.
   */
  static final FetchedText UNSEEN_131 =
      fetched(
          131,
          "python3-tornado=6.2.0-3+deb12u4",
          "python3-waitress=2.1.2-2+deb12u1",
          "python3-werkzeug=2.2.2-3+deb12u1",
          "python3-hypercorn=0.13.2-3",
          "python3-uvicorn=0.17.6-1",
          "python3-cheroot=9.0.0+ds1-2");

  /**
   * The hundred-and-thirty-second text, held out: web consoles, chat gateways and link checkers —
   * Cockpit, BitlBee, the W3C's link checker.
   */
  static final FetchedText UNSEEN_132 =
      fetched(
          132,
          "cockpit-ws=287.1-0+deb12u3",
          "cockpit-bridge=287.1-0+deb12u3",
          "bitlbee=3.6-1.3",
          "w3c-linkchecker=5.0.0-2");

  /**
   * The hundred-and-thirty-third text, held out: Python's build backends and environments — Flit,
   * Hatchling, build, virtualenv.
   */
  static final FetchedText UNSEEN_133 =
      fetched(
          133,
          "flit=3.8.0-3",
          "python3-hatchling=1.12.2-1",
          "python3-build=0.9.0-1",
          "python3-virtualenv=20.17.1+ds-1");

  /** The hundred-and-thirty-fourth text, held out: Ruby's package tools — Bundler, RubyGems. */
  static final FetchedText UNSEEN_134 =
      fetched(134, "bundler=2.3.15-2+deb12u1", "ruby-rubygems=3.3.15-2+deb12u1");

  /** The hundred-and-thirty-fifth text, held out: shell completion — bash-completion. */
  static final FetchedText UNSEEN_135 = fetched(135, "bash-completion=1:2.11-6");

  /**
   * The hundred-and-thirty-sixth text, held out: security support's limits — debian-security-
   * support.
   */
  static final FetchedText UNSEEN_136 = fetched(136, "debian-security-support=1:12+2026.06.30");

  /**
   * The hundred-and-thirty-seventh text, held out: JavaScript bundlers and minifiers — webpack,
   * Terser, UglifyJS.
   */
  static final FetchedText UNSEEN_137 =
      fetched(
          137,
          "webpack=5.75.0+dfsg+~cs17.16.14-1+deb12u1",
          "node-terser=5.16.5-2",
          "node-uglify-js=3.17.4-2");

  /**
   * The hundred-and-thirty-eighth text, held out: mail filters, sieve scripts and tagging —
   * maildrop, mailfilter, sieve-connect, sievelib, afew, alot.
   */
  static final FetchedText UNSEEN_138 =
      fetched(
          138,
          "maildrop=2.9.3-2.1",
          "mailfilter=0.8.9-1",
          "sieve-connect=0.90-1.1",
          "python3-sievelib=1.2.1-1",
          "afew=3.0.1-4",
          "alot=0.10-1");

  /** The hundred-and-thirty-ninth text, held out: mailing list servers — Sympa. */
  static final FetchedText UNSEEN_139 = fetched(139, "sympa=6.2.70~dfsg-2+deb12u2");

  /**
   * The hundred-and-fortieth text, held out: remote desktops — TigerVNC's viewer, X2Go's client.
   */
  static final FetchedText UNSEEN_140 =
      fetched(140, "tigervnc-viewer=1.12.0+dfsg-8", "x2goclient=4.1.2.2-2+b1");

  /** The hundred-and-forty-first text, held out: medical imaging — DCMTK, pydicom. */
  static final FetchedText UNSEEN_141 =
      fetched(141, "dcmtk=3.6.7-9~deb12u4", "python3-pydicom=2.3.1-1");

  /** The hundred-and-forty-second text, held out: parallel computing in Python — Dask. */
  static final FetchedText UNSEEN_142 = fetched(142, "python3-dask=2022.12.1+dfsg-2");

  /**
   * The hundred-and-forty-third text, held out: web vulnerability scanners and softphones — Wapiti,
   * Linphone.
   */
  static final FetchedText UNSEEN_143 =
      fetched(143, "wapiti=3.0.4+dfsg-2", "linphone-desktop=4.4.10-3");

  /**
   * The hundred-and-forty-fourth text, held out: service checks and HTTP load testing — the
   * Monitoring Plugins, Siege.
   */
  static final FetchedText UNSEEN_144 =
      fetched(
          144,
          "monitoring-plugins-standard=2.3.3-5+deb12u2",
          "monitoring-plugins-common=2.3.3-5+deb12u2",
          "siege=4.0.7-1+b1");

  /**
   * The hundred-and-forty-fifth text, held out: text-mode web browsers and XMPP libraries — Lynx,
   * ELinks, aioxmpp, Babel.
   */
  static final FetchedText UNSEEN_145 =
      fetched(
          145,
          "lynx=2.9.0dev.12-1",
          "elinks=0.13.2-1+b4",
          "python3-aioxmpp=0.13.3-1",
          "python3-babel=2.10.3-1");

  /**
   * The hundred-and-forty-sixth text, held out: Python's small web frameworks — Bottle, CherryPy,
   * Pyramid, Falcon.
   */
  static final FetchedText UNSEEN_146 =
      fetched(
          146,
          "python3-bottle=0.12.23-1.1",
          "python3-cherrypy3=18.8.0-2",
          "python3-pyramid=2.0+dfsg-2+deb12u1",
          "python3-falcon=3.1.1-1+b1");

  /**
   * The hundred-and-forty-seventh text, held out: BitTorrent clients — Transmission, rTorrent,
   * Deluge, qBittorrent, CTorrent.
   */
  static final FetchedText UNSEEN_147 =
      fetched(
          147,
          "transmission-cli=3.00-2.1+deb12u1",
          "transmission-common=3.00-2.1+deb12u1",
          "rtorrent=0.9.8-1",
          "deluge-common=2.0.3-4",
          "qbittorrent-nox=4.5.2-3+deb12u1",
          "ctorrent=1.3.4.dnh3.3.2-5+b1");

  /**
   * The hundred-and-forty-eighth text, held out: small web servers, Gopher and Gemini — lighttpd,
   * webfs, mini_httpd, Gophernicus, Amfora.
   */
  static final FetchedText UNSEEN_148 =
      fetched(
          148,
          "lighttpd=1.4.69-1",
          "webfs=1.21+ds1-12+b1",
          "mini-httpd=1.30-3",
          "gophernicus=3.1.1-3+b1",
          "amfora=1.9.2-2+b7");

  /**
   * The hundred-and-forty-ninth text, held out: authoritative DNS and resolvers — Knot DNS, Knot
   * Resolver.
   */
  static final FetchedText UNSEEN_149 =
      fetched(149, "knot=3.2.6-1", "knot-resolver=5.6.0-1+deb12u1");

  /**
   * The hundred-and-fiftieth text, held out: SNMP and LDAP clients — Net-SNMP's tools, PySNMP,
   * ldap3.
   */
  static final FetchedText UNSEEN_150 =
      fetched(
          150, "snmp=5.9.3+dfsg-2+deb12u1", "python3-pysnmp4=4.4.12-2", "python3-ldap3=2.9.1-2");

  /**
   * The hundred-and-fifty-first text, held out: mail utilities, a news cache and a pastebin client
   * — GNU Mailutils, Leafnode, pastebinit.
   */
  static final FetchedText UNSEEN_151 =
      fetched(151, "mailutils=1:3.15-4", "leafnode=1.12.0-2", "pastebinit=1.6.2-1");

  /**
   * The hundred-and-fifty-second text, held out: linkifiers and Markdown parsers — Bleach,
   * linkify-it-py, markdown-it, Autolinker.js, mistune, marked, url-parse, uritools, mdurl.
   */
  static final FetchedText UNSEEN_152 =
      fetched(
          152,
          "python3-bleach=5.0.1-2",
          "python3-linkify-it=2.0.0-1",
          "python3-markdown-it=2.1.0-5",
          "node-autolinker=1.8.3+dfsg-5",
          "python3-mistune=2.0.4-1",
          "node-markdown-it=22.2.3+dfsg+~12.2.3-2",
          "node-marked=4.2.3+ds+~4.0.7-2",
          "node-url-parse=1.5.10+~1.4.8-2",
          "python3-uritools=4.0.0-1",
          "python3-mdurl=0.1.2-1");

  /**
   * The hundred-and-fifty-third text, held out: HTTP benchmarking and web statistics — ab, wrk,
   * httperf, AWFFull.
   */
  static final FetchedText UNSEEN_153 =
      fetched(
          153,
          "apache2-utils=2.4.71-1~deb12u1",
          "wrk=4.1.0-3+b2",
          "httperf=0.9.0-9+b2",
          "awffull=3.10.2-8");

  /** The hundred-and-fifty-fourth text, held out: an IRC server — InspIRCd. */
  static final FetchedText UNSEEN_154 = fetched(154, "inspircd=3.15.0-1");

  /**
   * The hundred-and-fifty-fifth text, held out: proxies for programs — libproxy's tools,
   * ProxyChains-NG, redsocks.
   */
  static final FetchedText UNSEEN_155 =
      fetched(155, "libproxy-tools=0.4.18-1.2", "proxychains4=4.16-2", "redsocks=0.5-2+b3");

  /**
   * The hundred-and-fifty-sixth text, held out: Python's HTTP client libraries — httplib2, PycURL,
   * requests-toolbelt, aioresponses.
   */
  static final FetchedText UNSEEN_156 =
      fetched(
          156,
          "python3-httplib2=0.20.4-3+deb12u1",
          "python3-pycurl=7.45.2-3",
          "python3-requests-toolbelt=0.10.1-1",
          "python3-aioresponses=0.7.4-1");

  /**
   * The hundred-and-fifty-seventh text, held out: WebSocket and HTTP clients — websocket- client,
   * websockets, rest-client, Got.
   */
  static final FetchedText UNSEEN_157 =
      fetched(
          157,
          "python3-websocket=1.2.3-1",
          "python3-websockets=10.4-1",
          "ruby-rest-client=2.1.0-3",
          "node-got=11.8.5+~cs58.13.36-3");

  /**
   * The hundred-and-fifty-eighth text, held out: small mail transfer agents and their graphs —
   * Courier MTA, nullmailer, DMA, esmtp, Mailgraph.
   */
  static final FetchedText UNSEEN_158 =
      fetched(
          158,
          "courier-mta=1.0.16-3+b6",
          "nullmailer=1:2.2-4",
          "dma=0.13-1+b1",
          "esmtp=1.2-18+b1",
          "mailgraph=1.14-20+deb12u1");

  /** The hundred-and-fifty-ninth text, held out: a system logger — rsyslog. */
  static final FetchedText UNSEEN_159 = fetched(159, "rsyslog=8.2302.0-1+deb12u2");

  /**
   * The hundred-and-sixtieth text, held out: flow export and traffic capture — nfdump, fprobe,
   * tcpflow, ngrep, httpry.
   */
  static final FetchedText UNSEEN_160 =
      fetched(
          160,
          "nfdump=1.7.1-2+deb12u1",
          "fprobe=1.1-8",
          "tcpflow=1.6.1-2+b1",
          "ngrep=1.47+ds1-5+b1",
          "httpry=0.1.8-3");

  /** The hundred-and-sixty-first text, held out: bandwidth monitors — iftop, NetHogs, bmon. */
  static final FetchedText UNSEEN_161 =
      fetched(161, "iftop=1.0~pre4-9", "nethogs=0.8.7-2", "bmon=1:4.0-10");

  /** The hundred-and-sixty-second text, held out: interception and sniffing — SSLsplit, dsniff. */
  static final FetchedText UNSEEN_162 =
      fetched(162, "sslsplit=0.5.5-2.1", "dsniff=2.4b1+debian-31");

  /**
   * The hundred-and-sixty-third text, held out: URL filtering and DNS tunnels — squidGuard, iodine.
   */
  static final FetchedText UNSEEN_163 = fetched(163, "squidguard=1.6.0-4", "iodine=0.7.0-10+b1");

  /** The hundred-and-sixty-fourth text, held out: CI job definitions — Jenkins Job Builder. */
  static final FetchedText UNSEEN_164 = fetched(164, "jenkins-job-builder=3.11.0-6");

  /**
   * The hundred-and-sixty-fifth text, held out: data validation in Python — pydantic, marshmallow.
   */
  static final FetchedText UNSEEN_165 =
      fetched(165, "python3-pydantic=1.10.4-1+deb12u1", "python3-marshmallow=3.18.0-1");

  /**
   * The hundred-and-sixty-sixth text, held out: command-line search and listing tools — ripgrep,
   * fd, bat, exa.
   */
  static final FetchedText UNSEEN_166 =
      fetched(166, "ripgrep=13.0.0-4+b2", "fd-find=8.6.0-3", "bat=0.22.1-4", "exa=0.10.1-4+b1");

  /**
   * The hundred-and-sixty-seventh text, held out: Perl's HTTP clients — libwww-perl, HTTP::Tiny.
   */
  static final FetchedText UNSEEN_167 =
      fetched(167, "libwww-perl=6.68-1", "libhttp-tiny-perl=0.082-2");

  /**
   * The hundred-and-sixty-eighth text, held out: Python's command lines and terminal output —
   * Click, Rich, Typer.
   */
  static final FetchedText UNSEEN_168 =
      fetched(168, "python3-click=8.1.3-2", "python3-rich=13.3.1-1", "python3-typer=0.7.0-1");

  /**
   * The hundred-and-sixty-ninth text, held out: Python's logging and error reporting — structlog,
   * Loguru, the Sentry SDK.
   */
  static final FetchedText UNSEEN_169 =
      fetched(
          169,
          "python3-structlog=22.3.0-2",
          "python3-loguru=0.6.0-3",
          "python3-sentry-sdk=1.9.10-2+deb12u1");

  /**
   * The hundred-and-seventieth text, held out: a search engine's client — the Python Elasticsearch
   * client.
   */
  static final FetchedText UNSEEN_170 = fetched(170, "python3-elasticsearch=7.17.6-1");

  /** The hundred-and-seventy-first text, held out: a chat client's core — WeeChat. */
  static final FetchedText UNSEEN_171 = fetched(171, "weechat-core=3.8-1");

  /**
   * The hundred-and-seventy-second text, held out: a TLS proxy and a VPN server — Hitch, ocserv.
   */
  static final FetchedText UNSEEN_172 = fetched(172, "hitch=1.7.2-1+b1", "ocserv=1.1.6-3");

  /** The hundred-and-seventy-third text, held out: IPsec — Libreswan. */
  static final FetchedText UNSEEN_173 = fetched(173, "libreswan=4.10-2+deb12u1");

  /** The hundred-and-seventy-fourth text, held out: mailing list management — Mailman 3. */
  static final FetchedText UNSEEN_174 = fetched(174, "mailman3=3.3.8-2~deb12u2");

  /** The hundred-and-seventy-fifth text, held out: mail hosting administration — PostfixAdmin. */
  static final FetchedText UNSEEN_175 = fetched(175, "postfixadmin=3.3.13-1+deb12u1");

  /**
   * The hundred-and-seventy-sixth text, held out: IMAP servers and sieve — Cyrus IMAP, Dovecot's
   * Pigeonhole.
   */
  static final FetchedText UNSEEN_176 =
      fetched(176, "cyrus-imapd=3.6.1-4+deb12u5", "dovecot-sieve=1:2.3.19.1+dfsg1-2.1+deb12u7");

  /** The hundred-and-seventy-seventh text, held out: a ticket tracker — Request Tracker. */
  static final FetchedText UNSEEN_177 = fetched(177, "request-tracker5=5.0.3+dfsg-3~deb12u6");

  /**
   * The hundred-and-seventy-eighth text, held out: mail archives and mailbox tools — MHonArc,
   * grepmail, mboxgrep, mpack, ripMIME, bsd-mailx.
   */
  static final FetchedText UNSEEN_178 =
      fetched(
          178,
          "mhonarc=2.6.19-2.2",
          "grepmail=5.3104-5",
          "mboxgrep=0.7.9-6",
          "mpack=1.6-18+b1",
          "ripmime=1.4.0.10.debian.1-3+b1",
          "bsd-mailx=8.1.2-0.20220412cvs-1");

  /**
   * The hundred-and-seventy-ninth text, held out: monitoring's web interfaces and configuration —
   * Nagios's CGIs, Icinga 2's configuration, apachetop.
   */
  static final FetchedText UNSEEN_179 =
      fetched(
          179,
          "nagios4-cgi=4.4.6-4+deb12u2",
          "icinga2-common=2.13.6-2+deb12u2",
          "apachetop=0.23.2-1");

  /**
   * The hundred-and-eightieth text, held out: logging libraries and log colourers — spdlog, glog,
   * log4cxx, grc, logtail.
   */
  static final FetchedText UNSEEN_180 =
      fetched(
          180,
          "libspdlog-dev=1:1.10.0+ds-0.4",
          "libgoogle-glog-dev=0.6.0-2",
          "liblog4cxx-dev=1.0.0-1+deb12u1",
          "grc=1.13.1-1",
          "logtail=1.4.2+deb12u1");

  /** The hundred-and-eighty-first text, held out: encrypted mailing lists — Schleuder. */
  static final FetchedText UNSEEN_181 = fetched(181, "schleuder=4.0.3-7+deb12u1");

  /**
   * The hundred-and-eighty-second text, held out: IRC clients for the desktop — Quassel, HexChat,
   * Konversation.
   */
  static final FetchedText UNSEEN_182 =
      fetched(182, "quassel-core=1:0.14.0-1+b2", "hexchat=2.16.1-1+b3", "konversation=22.12.3-1");

  /**
   * The hundred-and-eighty-third text, held out: instant messaging clients — Pidgin, Finch, Gajim,
   * Dino, mcabber.
   */
  static final FetchedText UNSEEN_183 =
      fetched(
          183,
          "pidgin=2.14.12-1",
          "finch=2.14.12-1",
          "gajim=1.7.3-2",
          "dino-im=0.4.2-1",
          "mcabber=1.1.2-2+b1");

  /**
   * The hundred-and-eighty-fourth text, held out: git's helpers — git-extras, git-filter-repo,
   * pre-commit.
   */
  static final FetchedText UNSEEN_184 =
      fetched(184, "git-extras=6.5.0-1", "git-filter-repo=2.38.0-1", "pre-commit=3.0.4-1");

  /**
   * The hundred-and-eighty-fifth text, held out: databases' web administration — phpMyAdmin,
   * Adminer.
   */
  static final FetchedText UNSEEN_185 =
      fetched(185, "phpmyadmin=4:5.2.1+dfsg-1+deb12u1", "adminer=4.8.1-1");

  /** The hundred-and-eighty-sixth text, held out: RADIUS — FreeRADIUS. */
  static final FetchedText UNSEEN_186 =
      fetched(
          186,
          "freeradius=3.2.1+dfsg-4+deb12u1",
          "freeradius-config=3.2.1+dfsg-4+deb12u1",
          "freeradius-utils=3.2.1+dfsg-4+deb12u1");

  /**
   * The hundred-and-eighty-seventh text, held out: mail servers' configuration — Exim's Debian
   * configuration, sendmail's m4 files.
   */
  static final FetchedText UNSEEN_187 =
      fetched(187, "exim4-config=4.96-15+deb12u11", "sendmail-cf=8.17.1.9-2+deb12u2");

  /** The hundred-and-eighty-eighth text, held out: mail fetchers — fdm, mpop, mailcap. */
  static final FetchedText UNSEEN_188 =
      fetched(188, "fdm=1.9+git20181219-1+b2", "mpop=1.4.18-1", "mailcap=3.70+nmu1");

  /** The hundred-and-eighty-ninth text, held out: a downloader — GNU Wget. */
  static final FetchedText UNSEEN_189 = fetched(189, "wget=1.21.3-1+deb12u1");

  /**
   * The hundred-and-ninetieth text, held out: VPNs, SOCKS and load balancing — tinc, Dante, pen.
   */
  static final FetchedText UNSEEN_190 =
      fetched(190, "tinc=1.0.36-2+b2", "dante-server=1.4.2+dfsg-7+b8", "pen=0.34.1-2+b1");

  /**
   * The hundred-and-ninety-first text, held out: an HTTP cache's modules and an application
   * server's plugin — varnish-modules, uWSGI's Python plugin.
   */
  static final FetchedText UNSEEN_191 =
      fetched(191, "varnish-modules=0.20.0-2", "uwsgi-plugin-python3=2.0.21-5.1");

  /**
   * The hundred-and-ninety-second text, held out: monitoring plugins from the community —
   * monitoring-plugins-contrib.
   */
  static final FetchedText UNSEEN_192 =
      fetched(192, "monitoring-plugins-contrib=42.20230308+deb12u1+b1");

  /**
   * The hundred-and-ninety-third text, held out: Java's logging — Log4j 2, Log4j 1.2, SLF4J,
   * Logback, Commons Logging, JBoss Logging.
   */
  static final FetchedText UNSEEN_193 =
      fetched(
          193,
          "liblog4j2-java=2.19.0-2",
          "liblog4j1.2-java=1.2.17-11",
          "libslf4j-java=1.7.32-1",
          "liblogback-java=1:1.2.11-3",
          "libcommons-logging-java=1.2-3",
          "libjboss-logging-java=3.5.0-2");

  /**
   * The hundred-and-ninety-fourth text, held out: Java's network and mail libraries — Commons Net,
   * Jakarta Mail.
   */
  static final FetchedText UNSEEN_194 =
      fetched(194, "libcommons-net-java=3.9.0-1", "libjakarta-mail-java=2.0.0-2");

  /** The hundred-and-ninety-fifth text, held out: feed readers — Liferea, QuiteRSS. */
  static final FetchedText UNSEEN_195 =
      fetched(195, "liferea=1.14.4-3", "liferea-data=1.14.4-3", "quiterss=0.19.4+dfsg-1");

  /**
   * The hundred-and-ninety-sixth text, held out: feed tools — feedparser, feed2imap, feed2exec,
   * sfeed.
   */
  static final FetchedText UNSEEN_196 =
      fetched(
          196,
          "python3-feedparser=6.0.10-1",
          "feed2imap=1.3.3-1",
          "feed2exec=0.19.0",
          "sfeed=1.7-1");

  /** The hundred-and-ninety-seventh text, held out: a mail client — Balsa. */
  static final FetchedText UNSEEN_197 = fetched(197, "balsa=2.6.4-2");

  /** The hundred-and-ninety-eighth text, held out: KDE's mail client — KMail. */
  static final FetchedText UNSEEN_198 = fetched(198, "kmail=4:22.12.3-1");

  /**
   * The hundred-and-ninety-ninth text, held out: a monitoring system's web frontend — Zabbix's
   * frontend.
   */
  static final FetchedText UNSEEN_199 = fetched(199, "zabbix-frontend-php=1:6.0.14+dfsg-1");

  /** The two-hundredth text, held out: graphs of network devices — Cacti. */
  static final FetchedText UNSEEN_200 = fetched(200, "cacti=1.2.24+ds1-1+deb12u5");

  /** The two-hundred-and-first text, held out: a bug tracker's command line — bugz. */
  static final FetchedText UNSEEN_201 = fetched(201, "bugz=0.13-3");

  /**
   * The two-hundred-and-second text, held out: file synchronisation clients — Nextcloud's and
   * ownCloud's desktop clients.
   */
  static final FetchedText UNSEEN_202 =
      fetched(202, "nextcloud-desktop=3.7.3-1+deb12u2", "owncloud-client=2.11.0.8354+dfsg-1+b1");

  /**
   * The two-hundred-and-third text, held out: PHP's routing and mailers — Symfony Routing, Symfony
   * Mailer, Swift Mailer.
   */
  static final FetchedText UNSEEN_203 =
      fetched(
          203,
          "php-symfony-routing=5.4.53+dfsg-0+deb12u1",
          "php-symfony-mailer=5.4.53+dfsg-0+deb12u1",
          "php-swiftmailer=6.3.0-3");

  /**
   * The two-hundred-and-fourth text, held out: Python's asynchronous web frameworks — FastAPI,
   * Starlette.
   */
  static final FetchedText UNSEEN_204 =
      fetched(204, "python3-fastapi=0.92.0-1", "python3-starlette=0.26.1-1+deb12u2");

  /**
   * The two-hundred-and-fifth text, held out: Rails' mailer and Prometheus' Go library — Action
   * Mailer, prometheus/common.
   */
  static final FetchedText UNSEEN_205 =
      fetched(
          205,
          "ruby-actionmailer=2:6.1.7.10+dfsg-1~deb12u4",
          "golang-github-prometheus-common-dev=0.39.0-2");

  /** The two-hundred-and-sixth text, held out: DNS analysis — DNSViz. */
  static final FetchedText UNSEEN_206 = fetched(206, "dnsviz=0.9.4-1");

  /**
   * The two-hundred-and-seventh text, held out: an ACME client and DMARC reports — acme-tiny,
   * dmarc-cat.
   */
  static final FetchedText UNSEEN_207 =
      fetched(207, "acme-tiny=1:5.0.1-1", "dmarc-cat=0.15.0-1+b4");

  /** The two-hundred-and-eighth text, held out: network scanners — Nmap, Ndiff, masscan, ZMap. */
  static final FetchedText UNSEEN_208 =
      fetched(
          208,
          "nmap=7.93+dfsg1-1",
          "ndiff=7.93+dfsg1-1",
          "masscan=2:1.3.2+ds1-1",
          "zmap=2.1.1-2+b6");

  /**
   * The two-hundred-and-ninth text, held out: LDAP in Python and slapd's contributed modules —
   * python-ldap, slapd-contrib.
   */
  static final FetchedText UNSEEN_209 =
      fetched(209, "python3-ldap=3.4.3-2+deb12u1", "slapd-contrib=2.5.13+dfsg-5");

  /**
   * The two-hundred-and-tenth text, held out: an HTTP server and Tomcat's connector — H2O, mod_jk.
   */
  static final FetchedText UNSEEN_210 =
      fetched(210, "h2o-doc=2.2.5+dfsg2-7", "libapache-mod-jk-doc=1:1.2.48-2+deb12u2");

  /**
   * The two-hundred-and-eleventh text, held out: OpenStack's command-line clients — python-
   * openstackclient, python-keystoneclient.
   */
  static final FetchedText UNSEEN_211 =
      fetched(211, "python-openstackclient-doc=6.0.0-4", "python-keystoneclient-doc=1:5.0.1-3");

  /**
   * The two-hundred-and-twelfth text, held out: cloud SDKs' documentation — python- muranoclient,
   * the Azure SDK for Python.
   */
  static final FetchedText UNSEEN_212 =
      fetched(212, "python-muranoclient-doc=2.5.0-2", "python-azure-doc=20230112+git-1");

  /** The two-hundred-and-thirteenth text, held out: music tagging — beets, Mutagen. */
  static final FetchedText UNSEEN_213 =
      fetched(213, "beets-doc=1.6.0-4+deb12u1", "python-mutagen-doc=1.46.0-1");

  /**
   * The two-hundred-and-fourteenth text, held out: OpenAPI specifications and notebooks — apispec,
   * nbformat.
   */
  static final FetchedText UNSEEN_214 =
      fetched(214, "python-apispec-doc=5.2.2-3", "python-nbformat-doc=5.5.0-1");

  /** The two-hundred-and-fifteenth text, held out: a status bar — bumblebee-status. */
  static final FetchedText UNSEEN_215 = fetched(215, "bumblebee-status-doc=2.1.6-1");

  /**
   * The two-hundred-and-sixteenth text, held out: XML signatures and file uploads in Java — Apache
   * Santuario, Commons FileUpload.
   */
  static final FetchedText UNSEEN_216 =
      fetched(
          216, "libxml-security-java-doc=2.1.7-3+deb12u1", "libcommons-fileupload-java-doc=1.4-2");

  /**
   * The two-hundred-and-seventeenth text, held out: an embedded database and a bibliographic search
   * engine — LMDB, Zebra.
   */
  static final FetchedText UNSEEN_217 =
      fetched(217, "lmdb-doc=0.9.24-1", "idzebra-2.0-doc=2.2.7-1");

  /** The two-hundred-and-eighteenth text, held out: calendars on the web — DAViCal, AWL. */
  static final FetchedText UNSEEN_218 = fetched(218, "davical=1.1.12-2", "awl-doc=0.64-1");

  /**
   * The two-hundred-and-nineteenth text, held out: locale data and natural sorting — Babel,
   * natsort.
   */
  static final FetchedText UNSEEN_219 =
      fetched(219, "python-babel-doc=2.10.3-1", "python-natsort-doc=8.0.2-2");

  /** The two-hundred-and-twentieth text, held out: a web single sign-on system — LemonLDAP::NG. */
  static final FetchedText UNSEEN_220 = fetched(220, "lemonldap-ng-doc=2.16.1+ds-deb12u10");

  /**
   * The two-hundred-and-twenty-first text, held out: logging and log normalisation in C and C++ —
   * log4cplus, log4c, liblognorm.
   */
  static final FetchedText UNSEEN_221 =
      fetched(221, "liblog4cplus-doc=2.0.8-1", "liblog4c-doc=1.2.4-3", "liblognorm-doc=2.0.6-4");

  /** The two-hundred-and-twenty-second text, held out: HTTP/2 — nghttp2. */
  static final FetchedText UNSEEN_222 = fetched(222, "libnghttp2-doc=1.52.0-1+deb12u3");

  /**
   * The two-hundred-and-twenty-third text, held out: HTTP clients and web testing in Java — Commons
   * HttpClient, HttpUnit.
   */
  static final FetchedText UNSEEN_223 =
      fetched(223, "libcommons-httpclient-java-doc=3.1-16", "libhttpunit-java-doc=1.7+dfsg-14");

  /** The two-hundred-and-twenty-fourth text, held out: an XMPP library — QXmpp. */
  static final FetchedText UNSEEN_224 = fetched(224, "libqxmpp-doc=1.4.0-2");

  /** The two-hundred-and-twenty-fifth text, held out: a photo service's API in C — Flickcurl. */
  static final FetchedText UNSEEN_225 = fetched(225, "flickcurl-doc=1.26-7");

  /** The two-hundred-and-twenty-sixth text, held out: TLS in C — Mbed TLS. */
  static final FetchedText UNSEEN_226 = fetched(226, "libmbedtls-doc=2.28.3-1");

  /**
   * The two-hundred-and-twenty-seventh text, held out: a monitoring web interface's module and an
   * FTP proxy — Icinga Web 2's doc module, ftp-proxy.
   */
  static final FetchedText UNSEEN_227 =
      fetched(227, "icingaweb2-module-doc=2.11.4-2+deb12u1", "ftp-proxy-doc=1.9.2.4-10.1");

  /** The two-hundred-and-twenty-eighth text, held out: WebSocket in C++ — WebSocket++. */
  static final FetchedText UNSEEN_228 = fetched(228, "libwebsocketpp-doc=0.8.2-4");

  /**
   * The two-hundred-and-twenty-ninth text, held out: network configuration and netfilter's
   * libraries — libnetconf2, libnetfilter_log, libnetfilter_conntrack.
   */
  static final FetchedText UNSEEN_229 =
      fetched(
          229,
          "libnetconf2-doc=2.0.24-3",
          "libnetfilter-log-doc=1.0.2-3",
          "libnetfilter-conntrack-doc=1.0.9-3");

  /**
   * The two-hundred-and-thirtieth text, held out: logging in Python — Logbook, logzero, logutils.
   */
  static final FetchedText UNSEEN_230 =
      fetched(
          230,
          "python-logbook-doc=1.5.3-5.2",
          "python-logzero-doc=1.7.0-1",
          "python-logutils-doc=0.3.5-1");

  /** The two-hundred-and-thirty-first text, held out: OpenStack's logging library — oslo.log. */
  static final FetchedText UNSEEN_231 = fetched(231, "python-oslo.log-doc=5.0.1-1");

  /**
   * The two-hundred-and-thirty-second text, held out: mail in Python and Ruby — aiosmtplib,
   * RubyMail.
   */
  static final FetchedText UNSEEN_232 =
      fetched(232, "python3-aiosmtplib-doc=2.0.0-1", "ruby-rubymail-doc=1.1.4-1");

  /**
   * The two-hundred-and-thirty-third text, held out: a CAS single sign-on server — django-cas-
   * server.
   */
  static final FetchedText UNSEEN_233 = fetched(233, "python3-django-cas-server-doc=2.0.0-2");

  /** The two-hundred-and-thirty-fourth text, held out: a SIP stack — Sofia-SIP. */
  static final FetchedText UNSEEN_234 =
      fetched(234, "sofia-sip-doc=1.12.11+20110422.1+1e14eea~dfsg-6");

  /**
   * The two-hundred-and-thirty-fifth text, held out: testing and writing small web applications —
   * WebTest, web.py.
   */
  static final FetchedText UNSEEN_235 =
      fetched(235, "python-webtest-doc=3.0.0-2", "python-webpy-doc=1:0.62-4+deb12u1");

  /**
   * The two-hundred-and-thirty-sixth text, held out: WebSocket servers and an HTTP parser —
   * trio-websocket, websocketd, http_parser.rb.
   */
  static final FetchedText UNSEEN_236 =
      fetched(
          236,
          "python-trio-websocket-doc=0.9.2-2",
          "python3-websocketd-doc=0.5-1",
          "ruby-http-parser.rb-doc=0.6.0-6");

  /**
   * The two-hundred-and-thirty-seventh text, held out: TLS and DNS bindings for Python — pyOpenSSL,
   * getdns' Python bindings.
   */
  static final FetchedText UNSEEN_237 =
      fetched(237, "python-openssl-doc=23.0.0-1", "python-getdns-doc=1.0.0~b1-5");

  /**
   * The two-hundred-and-thirty-eighth text, held out: a business application server — Tryton's
   * server.
   */
  static final FetchedText UNSEEN_238 = fetched(238, "tryton-server-doc=6.0.29-2+deb12u4");

  /** The two-hundred-and-thirty-ninth text, held out: networking in OCaml — Ocamlnet. */
  static final FetchedText UNSEEN_239 = fetched(239, "libocamlnet-ocaml-doc=4.1.9-1");

  /**
   * The two-hundred-and-fortieth text, held out: HTTP and mail in Haskell — HTTP, hsemail,
   * mime-mail.
   */
  static final FetchedText UNSEEN_240 =
      fetched(
          240,
          "libghc-http-doc=1:4000.3.16-1",
          "libghc-hsemail-doc=2.2.1-1",
          "libghc-mime-mail-doc=0.5.1-1");

  /** The two-hundred-and-forty-first text, held out: DNSSEC key management — OpenDNSSEC. */
  static final FetchedText UNSEEN_241 = fetched(241, "opendnssec-doc=1:2.1.12-2");

  /** The two-hundred-and-forty-second text, held out: FTP servers — ProFTPD, pyftpdlib. */
  static final FetchedText UNSEEN_242 =
      fetched(242, "proftpd-doc=1.3.8+dfsg-4+deb12u5", "python-pyftpdlib-doc=1.5.7-3");

  /** The two-hundred-and-forty-third text, held out: a mail filter language — Mailfromd. */
  static final FetchedText UNSEEN_243 = fetched(243, "mailfromd-doc=8.15-2");

  /** The two-hundred-and-forty-fourth text, held out: a map tile proxy — MapProxy. */
  static final FetchedText UNSEEN_244 = fetched(244, "mapproxy-doc=1.15.1-2");

  /** The two-hundred-and-forty-fifth text, held out: bare-metal provisioning — OpenStack Ironic. */
  static final FetchedText UNSEEN_245 = fetched(245, "ironic-doc=1:21.4.4-0+deb12u2");

  /** The two-hundred-and-forty-sixth text, held out: an SSH library — libssh. */
  static final FetchedText UNSEEN_246 = fetched(246, "libssh-doc=0.10.6-0+deb12u3");

  /**
   * The two-hundred-and-forty-seventh text, held out: logins and REST APIs in Python web frameworks
   * — Flask-Login, Flask-RESTful, django-auth-ldap.
   */
  static final FetchedText UNSEEN_247 =
      fetched(
          247,
          "python-flask-login-doc=0.6.2-1",
          "python-flask-restful-doc=0.3.9-6",
          "python-django-auth-ldap-doc=4.1.0-3");

  /**
   * The two-hundred-and-forty-eighth text, held out: Java's servlet API and a log manager — Servlet
   * API, JBoss Log Manager.
   */
  static final FetchedText UNSEEN_248 =
      fetched(248, "libservlet-api-java-doc=4.0.1-2", "libjboss-logmanager-java-doc=2.1.18-1");

  /**
   * The two-hundred-and-forty-ninth text, held out: a desktop's mail, calendar and contacts store —
   * Evolution Data Server.
   */
  static final FetchedText UNSEEN_249 = fetched(249, "evolution-data-server-doc=3.46.4-2+deb12u1");

  /** The two-hundred-and-fiftieth text, held out: logging in C++ — log4cpp, Tango's log4tango. */
  static final FetchedText UNSEEN_250 =
      fetched(250, "liblog4cpp-doc=1.0-3", "liblog4tango-doc=9.3.4+dfsg1-2+deb12u1");

  /** The two-hundred-and-fifty-first text, held out: TLS and DNS in Haskell — tls, dns. */
  static final FetchedText UNSEEN_251 =
      fetched(251, "libghc-tls-doc=1.5.8-1", "libghc-dns-doc=4.0.1-2");

  /** The two-hundred-and-fifty-second text, held out: SSH in Java — J2SSH. */
  static final FetchedText UNSEEN_252 = fetched(252, "libj2ssh-java-doc=0.2.9-5");

  /**
   * The two-hundred-and-fifty-third text, held out: building and sending packets — libnet, netwox.
   */
  static final FetchedText UNSEEN_253 =
      fetched(253, "libnet1-doc=1.1.6+dfsg-3.2", "netwox-doc=5.39.0-1.5");

  /** The two-hundred-and-fifty-fourth text, held out: a test lab's server — LAVA. */
  static final FetchedText UNSEEN_254 = fetched(254, "lava-server-doc=2023.01-2");

  /**
   * The two-hundred-and-fifty-fifth text, held out: network devices' and servers' management APIs
   * in Python — pyeapi, python-ilorest.
   */
  static final FetchedText UNSEEN_255 =
      fetched(255, "python-pyeapi-doc=0.8.4-1", "python-ilorest-doc=3.6.0.0+ds-1");

  /**
   * The two-hundred-and-fifty-sixth text, held out: REST and HTTP in C++ — C++ REST SDK,
   * QHttpEngine.
   */
  static final FetchedText UNSEEN_256 =
      fetched(256, "libcpprest-doc=2.10.18-1", "libqhttpengine-doc=0.1.0+dfsg1-1.1");

  /**
   * The two-hundred-and-fifty-seventh text, held out: web assets, REST and JWT in Python —
   * webassets, restless, Simple JWT.
   */
  static final FetchedText UNSEEN_257 =
      fetched(
          257,
          "python-webassets-doc=3:0.12.1-1.1",
          "python-restless-doc=2.2.0-2",
          "python-djangorestframework-simplejwt-doc=5.2.2-1");

  /**
   * The two-hundred-and-fifty-eighth text, held out: key-value stores — Kyoto Cabinet, Tokyo
   * Cabinet.
   */
  static final FetchedText UNSEEN_258 =
      fetched(258, "kyotocabinet-doc=1.2.79-2", "tokyocabinet-doc=1.4.48-15");

  /** The two-hundred-and-fifty-ninth text, held out: a web engine's API — WebKitGTK. */
  static final FetchedText UNSEEN_259 = fetched(259, "libwebkit2gtk-4.0-doc=2.50.6-1~deb12u2");

  /**
   * The two-hundred-and-sixtieth text, held out: Apache's modules for languages — mod_perl,
   * mod_python, Rivet.
   */
  static final FetchedText UNSEEN_260 =
      fetched(
          260,
          "libapache2-mod-perl2-doc=2.0.12-1",
          "libapache2-mod-python-doc=3.5.0+git20211031.e6458ec-1+deb12u1",
          "libapache2-mod-rivet-doc=3.2.2-1");

  /** The two-hundred-and-sixty-first text, held out: SAML — OpenSAML, pysaml2. */
  static final FetchedText UNSEEN_261 =
      fetched(261, "libsaml-doc=3.2.1-3+deb12u1", "python-pysaml2-doc=7.0.1-2");

  /** The two-hundred-and-sixty-second text, held out: WebDAV clients — davix, KDAV. */
  static final FetchedText UNSEEN_262 =
      fetched(262, "davix-doc=0.8.4-3", "libkf5dav-doc=1:5.103.0-1");

  /** The two-hundred-and-sixty-third text, held out: MongoDB's C driver — libmongoc, libbson. */
  static final FetchedText UNSEEN_263 =
      fetched(263, "libmongoc-doc=1.23.1-1+deb12u3", "libbson-doc=1.23.1-1+deb12u3");

  /** The two-hundred-and-sixty-fourth text, held out: MongoDB in Python — PyMongo, MongoEngine. */
  static final FetchedText UNSEEN_264 =
      fetched(264, "python-pymongo-doc=3.11.0-1+deb12u2", "python-mongoengine-doc=0.24.2-4");

  /**
   * The two-hundred-and-sixty-fifth text, held out: MySQL's clients — MySQL++, PyMySQL, aiomysql.
   */
  static final FetchedText UNSEEN_265 =
      fetched(
          265,
          "libmysql++-doc=3.2.5-2.1",
          "python-pymysql-doc=1.0.2-2+deb12u1",
          "python-aiomysql-doc=0.1.1-2");

  /**
   * The two-hundred-and-sixty-sixth text, held out: search indexes' and caches' administration —
   * Elasticsearch Curator, redis-py-cluster.
   */
  static final FetchedText UNSEEN_266 =
      fetched(266, "python-elasticsearch-curator-doc=5.8.1-4.1", "python-rediscluster-doc=2.0.0-2");

  /**
   * The two-hundred-and-sixty-seventh text, held out: mail, syslog and LDAP in Haskell — smtp-
   * mail, hsyslog, LDAP.
   */
  static final FetchedText UNSEEN_267 =
      fetched(
          267,
          "libghc-smtp-mail-doc=0.3.0.0-2",
          "libghc-hsyslog-doc=5.0.2-3",
          "libghc-ldap-doc=0.6.11-6");

  /**
   * The two-hundred-and-sixty-eighth text, held out: documentation generators and a desktop's
   * downloads — DocKnot, KNewStuff.
   */
  static final FetchedText UNSEEN_268 =
      fetched(268, "docknot=7.01-1", "libkf5newstuff-doc=5.103.0-1");

  /** The two-hundred-and-sixty-ninth text, held out: office documents in Java — Apache POI. */
  static final FetchedText UNSEEN_269 = fetched(269, "libapache-poi-java-doc=4.0.1-4");

  /**
   * The two-hundred-and-seventieth text, held out: cryptography in Python — cryptography,
   * PyCryptodome.
   */
  static final FetchedText UNSEEN_270 =
      fetched(
          270,
          "python-cryptography-doc=38.0.4-3+deb12u1",
          "python-pycryptodome-doc=3.11.0+dfsg1-4");

  /**
   * The two-hundred-and-seventy-first text, held out: NETCONF and JSON-RPC in Python — ncclient,
   * json-rpc.
   */
  static final FetchedText UNSEEN_271 =
      fetched(271, "python-ncclient-doc=0.6.13-1", "python-jsonrpc-doc=1.13.0-3");

  /**
   * The two-hundred-and-seventy-second text, held out: authentication in Python's web frameworks —
   * Flask-HTTPAuth, DRF API Key, aiohttp-session, aiohttp-security.
   */
  static final FetchedText UNSEEN_272 =
      fetched(
          272,
          "python-flask-httpauth-doc=4.5.0-4",
          "python-djangorestframework-api-key-doc=2.0.0-4",
          "python-aiohttp-session-doc=2.11.0-1",
          "python-aiohttp-security-doc=0.4.0-5");

  /**
   * The two-hundred-and-seventy-third text, held out: DNS as a service's client — python-
   * designateclient.
   */
  static final FetchedText UNSEEN_273 = fetched(273, "python-designateclient-doc=5.0.0-2");

  /**
   * The two-hundred-and-seventy-fourth text, held out: a cloud's authentication library —
   * keystoneauth1.
   */
  static final FetchedText UNSEEN_274 = fetched(274, "python-keystoneauth1-doc=5.0.0-2");

  /**
   * The two-hundred-and-seventy-fifth text, held out: XML and JSON schemas in Python — xmlschema,
   * jsonschema.
   */
  static final FetchedText UNSEEN_275 =
      fetched(275, "python-xmlschema-doc=1.10.0-6", "python-jsonschema-doc=4.10.3-1");

  /**
   * The two-hundred-and-seventy-sixth text, held out: subtitles and JSON in Python — webvtt- py,
   * simplejson.
   */
  static final FetchedText UNSEEN_276 =
      fetched(276, "python-webvtt-doc=0.4.6-2", "python-simplejson-doc=3.18.3-1");

  /** The two-hundred-and-seventy-seventh text, held out: Jupyter's client — jupyter_client. */
  static final FetchedText UNSEEN_277 = fetched(277, "python-jupyter-client-doc=7.4.9-2");

  /**
   * The two-hundred-and-seventy-eighth text, held out: command-line frameworks in Python —
   * sphinx-click, cliff.
   */
  static final FetchedText UNSEEN_278 =
      fetched(278, "python-sphinx-click-doc=4.4.0-1", "python-cliff-doc=4.0.0-2");

  /**
   * The two-hundred-and-seventy-ninth text, held out: networking in C++ and Qt — net-cpp,
   * NetworkManagerQt.
   */
  static final FetchedText UNSEEN_279 =
      fetched(279, "libnet-cpp-doc=3.1.0+dfsg-1", "libkf5networkmanagerqt-doc=5.103.0-1");

  /**
   * The sixty-seventh text, held out: passwords, keyrings and signatures — KeePassXC, gopass,
   * Password Gorilla, kpcli, PyKeePass, pwgen, APG, GNOME Keyring, Seahorse, libsecret's tools,
   * Password Safe, QtPass, pass-otp, OATH Toolkit, YubiKey Manager, Python's keyring, keyutils,
   * signify, minisign.
   */
  static final FetchedText UNSEEN_67 =
      fetched(
          67,
          "keepassxc=2.7.4+dfsg.1-2",
          "gopass=1.5.0-1+b6",
          "password-gorilla=1.6.0~git20180203.228bbbb-1",
          "kpcli=3.8.1-1.1",
          "python3-pykeepass=4.0.3-1",
          "pwgen=2.08-2",
          "apg=2.2.3.dfsg.1-5+b2",
          "gnome-keyring=42.1-1+b2",
          "seahorse=43.0-1",
          "libsecret-tools=0.20.5-3",
          "passwordsafe=1.16.0+dfsg-4",
          "qtpass=1.3.2-4",
          "pass-extension-otp=1.2.0-7",
          "oathtool=2.6.7-3.1+deb12u1",
          "yubikey-manager=4.0.9-1",
          "python3-keyring=23.9.3-2",
          "keyutils=1.6.3-2",
          "signify-openbsd=31-3",
          "minisign=0.11-1");

  /**
   * The sixty-fourth text, held out: maps and GPS — gpsd, GPSBabel, Viking, FoxtrotGPS, Osmium,
   * osm2pgsql, Mapnik's tools, Routino, QMapShack, geopy, pyproj, SpatiaLite, geojson, Folium,
   * MapCache, Tilemaker, osmctools, Merkaartor, GPX Viewer, gpxpy, Rasterio, Fiona.
   */
  static final FetchedText UNSEEN_64 =
      fetched(
          64,
          "gpsd=3.22-4.1+deb12u1",
          "gpsd-clients=3.22-4.1+deb12u1",
          "gpsbabel=1.8.0+ds-5",
          "viking=1.10-2",
          "foxtrotgps=1.2.2+bzr331-1",
          "osmium-tool=1.15.0-1",
          "osm2pgsql=1.8.0+ds-1",
          "mapnik-utils=3.1.0+ds-3+b1",
          "routino=3.3.3-2",
          "qmapshack=1.16.1-2",
          "python3-geopy=2.3.0-1",
          "python3-pyproj=3.4.1-1+b1",
          "spatialite-bin=5.0.1-2",
          "python3-geojson=3.0.0-1",
          "python3-folium=0.14.0+dfsg-1",
          "mapcache-tools=1.14.0-1",
          "tilemaker=2.2.0-2+b1",
          "osmctools=0.9-4",
          "merkaartor=0.19.0+ds-3+b1",
          "gpxviewer=1.1.0-5",
          "python3-gpxpy=1.5.0-1",
          "python3-rasterio=1.3.5-1+b1",
          "python3-fiona=1.9.0-1");

  /**
   * The fifty-ninth text, held out: printing, scanning and OCR — HPLIP, Gutenprint, cups-filters,
   * cups-browsed, foomatic, system-config-printer, ipp-usb, Epson's ESC/P-R driver, LPRng, SANE's
   * backends, sane-airscan, XSane, gscan2pdf, Tesseract.
   */
  static final FetchedText UNSEEN_59 =
      fetched(
          59,
          "hplip=3.22.10+dfsg0-2+deb12u1",
          "hplip-doc=3.22.10+dfsg0-2+deb12u1",
          "printer-driver-gutenprint=5.3.4.20220624T01008808d602-1",
          "gutenprint-doc=5.3.4.20220624T01008808d602-1",
          "cups-filters=1.28.17-3+deb12u2",
          "cups-browsed=1.28.17-3+deb12u2",
          "foomatic-db-engine=4.0.13-6",
          "system-config-printer=1.5.18-1",
          "ipp-usb=0.9.23-1+b4",
          "printer-driver-escpr=1.7.17-3",
          "lprng=3.8.B-6",
          "sane-utils=1.2.1-2",
          "libsane1=1.2.1-2",
          "sane-airscan=0.99.27-1+b1",
          "xsane=0.999-12.1~deb12u1",
          "gscan2pdf=2.13.2-1",
          "tesseract-ocr=5.3.0-2");

  /**
   * The sixtieth text, held out: terminal emulators and multiplexers — tmux, GNU Screen, kitty,
   * Alacritty, foot, Byobu, Tilix, Terminator, Mosh, dvtm, Sakura, Tilda, Guake, zutty, mlterm,
   * Xfce's and LXDE's terminals, Cool Retro Term, Yakuake.
   */
  static final FetchedText UNSEEN_60 =
      fetched(
          60,
          "tmux=3.3a-3",
          "screen=4.9.0-4",
          "kitty=0.26.5-5+deb12u1",
          "kitty-doc=0.26.5-5+deb12u1",
          "alacritty=0.11.0-4",
          "foot=1.13.1-2+deb12u1",
          "byobu=5.133-1.1",
          "tilix=1.9.5-2",
          "terminator=2.1.2-2",
          "mosh=1.4.0-1+b1",
          "dvtm=0.15+40.g311a8c0-1",
          "sakura=3.8.6-1",
          "tilda=1.5.4-1",
          "guake=3.9.0-2",
          "zutty=0.14.0.20230218+dfsg1-1",
          "mlterm=3.9.0-1+b1",
          "xfce4-terminal=1.0.4-1",
          "lxterminal=0.4.0-2",
          "cool-retro-term=1.2.0+ds2-1+b1",
          "yakuake=22.12.3-1");

  /**
   * The sixty-first text, held out: data formats and the command-line tools that read them — jq,
   * yq, Miller, csvkit, VisiData, XMLStarlet, datamash, sc, libxml2's tools, tomlkit, gron, jo,
   * JMESPath, PyYAML, html-xml-utils, csvtool, txt2html, tabulate.
   */
  static final FetchedText UNSEEN_61 =
      fetched(
          61,
          "jq=1.6-2.1+deb12u3",
          "yq=3.1.0-3",
          "miller=6.6.0-2+b3",
          "csvkit=1.0.7-1",
          "python3-csvkit=1.0.7-1",
          "csvkit-doc=1.0.7-1",
          "visidata=2.11-1",
          "xmlstarlet=1.6.1-3",
          "datamash=1.7-2",
          "sc=7.16-4.1",
          "libxml2-utils=2.9.14+dfsg-1.3~deb12u6",
          "python3-tomlkit=0.11.7-1",
          "gron=0.7.1-1+b6",
          "jo=1.9-1",
          "python3-jmespath=1.0.1-1",
          "python3-yaml=6.0-3+b2",
          "html-xml-utils=7.7-1.1",
          "csvtool=2.4-1+b2",
          "txt2html=1:3.0-1",
          "python3-tabulate=0.8.9-1");

  /**
   * The fifty-eighth text, held out: home automation, devices and power — python-miio,
   * python-zeroconf, Avahi, knxd, LIRC, OpenZWave, OLA, Network UPS Tools, apcupsd, PyChromecast,
   * zigpy, Bleak, BlueZ, triggerhappy, gpiozero, pymodbus, mbpoll.
   */
  static final FetchedText UNSEEN_58 =
      fetched(
          58,
          "python3-miio=0.5.0.1-2",
          "python3-zeroconf=0.47.3-1",
          "avahi-utils=0.8-10+deb12u1",
          "avahi-daemon=0.8-10+deb12u1",
          "knxd=0.14.54.1+b1",
          "lirc=0.10.1-7.2",
          "libopenzwave1.6=1.6.1914+ds-1+b1",
          "ola=0.10.9.nojsmin-2",
          "nut-server=2.8.0-7",
          "nut-client=2.8.0-7",
          "apcupsd=3.14.14-3.1+b1",
          "python3-pychromecast=9.4.0-2",
          "python3-zigpy=0.53.1-1",
          "python3-bleak=0.20.2-1",
          "bluez=5.66-1+deb12u2",
          "triggerhappy=0.5.0-1.1+b2",
          "python3-gpiozero=1.6.2-1+b1",
          "python3-pymodbus=3.0.0-7",
          "mbpoll=1.4.11+dfsg-2");

  /**
   * The fifty-seventh text, held out: testing frameworks and their helpers — pytest and its
   * plugins, tox, nose2, Hypothesis, Coverage.py, testtools, mock, responses, freezegun, VCR.py,
   * factory_boy, ddt, Behave, RSpec, Minitest, WebMock, VCR, Cucumber, Catch2, GoogleTest, JUnit 4
   * and 5, TestNG, Bats, shUnit2, Buildbot.
   */
  static final FetchedText UNSEEN_57 =
      fetched(
          57,
          "python3-pytest=7.2.1-2",
          "python3-pytest-cov=4.0.0-1",
          "python3-pytest-xdist=3.1.0-1",
          "tox=3.28.0-2",
          "python3-nose2=0.12.0-1",
          "python3-hypothesis=6.67.1-1",
          "python3-coverage=6.5.0+dfsg1-2+b1",
          "python3-testtools=2.5.0-4",
          "python3-mock=4.0.3-4",
          "python3-responses=0.18.0-1",
          "python3-freezegun=1.2.1+actually1.2.1-1",
          "python3-vcr=4.2.1-1",
          "python3-factory-boy=2.11.1-5",
          "python3-ddt=1.6.0-2",
          "python3-behave=1.2.6-4",
          "ruby-rspec-core=3.12.0c0e1m1s0-1",
          "ruby-minitest=5.17.0-1",
          "ruby-webmock=3.18.1-2",
          "ruby-vcr=6.0.0+really5.0.0-5",
          "cucumber=2.4.0-4",
          "catch2=2.13.10-1",
          "googletest=1.12.1-0.2",
          "junit4=4.13.2-3",
          "junit5=5.9.2-1",
          "testng=6.9.12-4",
          "bats=1.8.2-1",
          "shunit2=2.1.8-3",
          "buildbot=3.7.0-2");

  /**
   * The fifty-sixth text, held out: amateur radio — Fldigi, flrig, Dire Wolf, Xastir, WSJT-X,
   * Hamlib's tools, Gpredict, CHIRP, Tlf, CQRLOG, aprx, the AX.25 tools and applications, QSSTV,
   * TrustedQSL, KLog, xlog, SPLAT!, hamexam, soundmodem, LinPac, aprsdigi.
   */
  static final FetchedText UNSEEN_56 =
      fetched(
          56,
          "fldigi=4.1.23-1",
          "flrig=1.4.7-1",
          "direwolf=1.6+dfsg-3",
          "xastir=2.1.8-1+b1",
          "wsjtx=2.6.1+repack-1",
          "libhamlib-utils=4.5.4-1+b1",
          "gpredict=2.3-72-gc596101-3",
          "chirp=1:20221106+py3-1",
          "tlf=1.4.1-5",
          "cqrlog=2.5.2-3",
          "aprx=2.9.1-1",
          "ax25-tools=0.0.10-rc5+git20190411+3595f87-6",
          "ax25-apps=0.0.8-rc5+git20190411+0ff1383-5",
          "qsstv=9.5.8-3",
          "trustedqsl=2.6.5-2",
          "klog=2.3-1",
          "xlog=2.0.24-3",
          "splat=1.4.2-3",
          "hamexam=1.7.0-3",
          "soundmodem=0.20-6+b1",
          "linpac=0.28-2",
          "aprsdigi=3.10.0-5+b1");

  /**
   * The fifty-fifth text, held out: linters, formatters and static analysers — ShellCheck, Pylint,
   * flake8, pyflakes, pycodestyle, pydocstyle, Black, isort, mypy, Bandit, Cppcheck, clang-tidy,
   * ESLint, RuboCop, Perl::Critic, yamllint, codespell, licensecheck, splint, Artistic Style,
   * Uncrustify.
   */
  static final FetchedText UNSEEN_55 =
      fetched(
          55,
          "shellcheck=0.9.0-1",
          "pylint=2.16.2-2",
          "flake8=5.0.4-4",
          "python3-pyflakes=2.5.0-1",
          "pycodestyle=2.10.0-1",
          "pydocstyle=6.2.3-3",
          "black=23.1.0-1",
          "isort=5.6.4-1",
          "python3-mypy=1.0.1-1",
          "bandit=1.6.2-2",
          "cppcheck=2.10-2",
          "clang-tidy-14=1:14.0.6-12",
          "eslint=6.4.0~dfsg+~6.1.9-7",
          "rubocop=1.39.0+dfsg-1",
          "libperl-critic-perl=1.148-1",
          "yamllint=1.29.0-1",
          "codespell=2.2.2-1",
          "licensecheck=3.3.5-1",
          "splint=1:3.1.2+dfsg-5",
          "astyle=3.1-3+b1",
          "uncrustify=0.72.0+dfsg1-2");

  /**
   * The fifty-fourth text, held out: web servers, proxies and certificates' clients not read before
   * — Caddy, H2O, Apache Traffic Server, tinyproxy, sniproxy, mitmproxy, dehydrated, lego, uacme.
   * (Apache's httpd and lighttpd are not among them: their changelogs were read with apache2-bin
   * and lighttpd-doc.)
   */
  static final FetchedText UNSEEN_54 =
      fetched(
          54,
          "caddy=2.6.2-5",
          "h2o=2.2.5+dfsg2-7",
          "trafficserver=9.2.5+ds-0+deb12u4",
          "tinyproxy=1.11.1-2.1+deb12u1",
          "sniproxy=0.6.0-2.1",
          "mitmproxy=8.1.1-2",
          "dehydrated=0.7.0-3",
          "lego=4.9.1-1",
          "uacme=1.7.4-1");

  /**
   * The fifty-third text, held out: version control beside git and the tools around it —
   * Subversion, Fossil, Breezy, CVS, RCS, Gitolite, cgit, tig, Git LFS, GitHub's CLI and hub,
   * python-gitlab, git-review, myrepos, etckeeper, git-crypt, gitk, git-cola, Meld, StGit,
   * patchutils.
   */
  static final FetchedText UNSEEN_53 =
      fetched(
          53,
          "subversion=1.14.2-4+deb12u1",
          "fossil=1:2.21-1+deb12u1",
          "brz=3.3.2-3",
          "cvs=2:1.12.13+real-28+deb12u1",
          "rcs=5.10.1-1",
          "gitolite3=3.6.12-1",
          "cgit=1.2.3+git20221219.50.91f2590+git2.39.1-1",
          "tig=2.5.5-1",
          "git-lfs=3.3.0-1+deb12u2",
          "gh=2.23.0+dfsg1-1",
          "hub=2.14.2~ds1-1+b11",
          "python3-gitlab=1:3.12.0-1",
          "git-review=2.3.1-1",
          "myrepos=1.20180726",
          "etckeeper=1.18.20-1",
          "git-crypt=0.7.0-0.1",
          "gitk=1:2.39.5-0+deb12u3",
          "git-cola=3.12.0-2",
          "meld=3.22.0-2",
          "stgit=0.19-1.1",
          "patchutils=0.4.2-1");

  /**
   * The fifty-second text, held out: metrics, monitoring and graphs — Prometheus, its node,
   * blackbox and alert managers, its Python client, Zabbix's agent and server, Munin, the
   * Monitoring Plugins, NRPE, SmokePing, MRTG, vnStat, darkstat, Graphite and InfluxDB.
   */
  static final FetchedText UNSEEN_52 =
      fetched(
          52,
          "prometheus=2.42.0+ds-5+deb12u1",
          "prometheus-node-exporter=1.5.0-1+b6",
          "prometheus-alertmanager=0.25.0-1+b4",
          "prometheus-blackbox-exporter=0.23.0-4+b4",
          "python3-prometheus-client=0.16.0-0.1",
          "zabbix-agent=1:6.0.14+dfsg-1+b1",
          "zabbix-server-pgsql=1:6.0.14+dfsg-1+b1",
          "munin=2.0.73-1",
          "munin-node=2.0.73-1",
          "monitoring-plugins-basic=2.3.3-5+deb12u2",
          "nagios-nrpe-server=4.1.0-1+b1",
          "smokeping=2.7.3-4.1",
          "mrtg=2.17.10-5+deb12u2",
          "vnstat=2.10-2",
          "darkstat=3.0.719-1.1",
          "graphite-web=1.1.8-2",
          "graphite-carbon=1.1.7-1.1",
          "influxdb=1.6.7~rc0-1+b13");

  /**
   * The fifty-first text, held out: message brokers and task queues — RabbitMQ, NATS, Beanstalk,
   * Gearman, py-amqp, amqp-tools, aio-pika, aiormq, kafka-python, redis-py, RQ, ZeroMQ's manual
   * pages and its Python binding, librdkafka and kcat, Qpid Proton, Paho MQTT, Pika, stomp.py.
   * (Celery's and Kombu's documents are not among them: the twenty-fourth text held them.)
   */
  static final FetchedText UNSEEN_51 =
      fetched(
          51,
          "rabbitmq-server=3.10.8-1.1+deb12u1",
          "nats-server=2.9.10-1+b3",
          "beanstalkd=1.12-2+b1",
          "gearman-job-server=1.1.20+ds-1",
          "python3-amqp=5.1.1-1",
          "amqp-tools=0.11.0-1+deb12u3",
          "python3-aio-pika=8.2.5-1",
          "python3-aiormq=6.4.2-1",
          "python3-kafka=2.0.2-3",
          "python3-redis=4.3.4-3",
          "python3-rq=1.13.0-1",
          "libzmq3-dev=4.3.4-6",
          "python3-zmq=24.0.1-4+b1",
          "librdkafka-dev=2.0.2-1",
          "kcat=1.7.1-2",
          "python3-qpid-proton=0.37.0-2+b1",
          "python3-paho-mqtt=1.6.1-1",
          "python-pika-doc=1.2.0-1",
          "python3-stomp=8.0.0-1");

  /**
   * The fiftieth text, held out: e-books and readers — calibre (its news recipes name sites),
   * FBReader, Foliate, Sigil, EPUBCheck, zathura, MuPDF's tools, Xpdf, PDFtk, ebook-speaker.
   */
  static final FetchedText UNSEEN_50 =
      fetched(
          50,
          "calibre=6.13.0+repack-2+deb12u10",
          "fbreader=0.12.10dfsg2-6",
          "foliate=2.6.4-1+dfsg3",
          "sigil=1.9.20+dfsg-2",
          "epubcheck=4.2.6-2",
          "zathura=0.5.2-1",
          "mupdf-tools=1.21.1+ds2-1+deb12u1",
          "xpdf=3.04+git20220601-1+b2",
          "pdftk-java=3.3.2-1",
          "ebook-speaker=6.2.0-4+deb12u1");

  /**
   * The forty-ninth text, held out: package managers and the clients of languages' registries —
   * npm, Yarn, pip, pipx, Poetry, setuptools, wheel, Twine, dh-python, Cargo, Composer, Bundler,
   * Maven, Leiningen, Flatpak, snapd.
   */
  static final FetchedText UNSEEN_49 =
      fetched(
          49,
          "npm=9.2.0~ds1-1",
          "yarnpkg=1.22.19+~cs24.27.18-2+deb12u1",
          "python3-pip=23.0.1+dfsg-1",
          "pipx=1.1.0-1",
          "python3-poetry=1.3.2+dfsg-3",
          "python3-setuptools=66.1.1-1+deb12u2",
          "python3-wheel=0.38.4-2",
          "twine=4.0.2-1",
          "dh-python=5.20230130+deb12u1",
          "cargo=0.66.0+ds1-1",
          "composer=2.5.5-1+deb12u5",
          "ruby-bundler=2.3.15-2+deb12u1",
          "maven=3.8.7-1",
          "leiningen=2.10.0-2",
          "flatpak=1.14.10-1~deb12u2",
          "snapd=2.57.6-1+deb12u1+b2");

  /**
   * The forty-eighth text, held out: wikis, blogs and site generators, and the tools of light
   * markup — MediaWiki, ikiwiki, Hugo, Jekyll, Pelican, WordPress, Redmine, Zim, Gitit; Python's
   * Markdown, cmark, Discount, Docutils, Sphinx's documents, txt2tags.
   */
  static final FetchedText UNSEEN_48 =
      fetched(
          48,
          "mediawiki=1:1.39.17-1+deb12u2",
          "ikiwiki=3.20200202.3-1",
          "hugo=0.111.3-1",
          "jekyll=4.3.1+dfsg-3+deb12u1",
          "pelican=4.8.0+dfsg-1",
          "wordpress=6.1.9+dfsg1-0+deb12u1",
          "redmine=5.0.4-5+deb12u1",
          "zim=0.75.1-1",
          "gitit=0.15.1.0+dfsg-2+b6",
          "python3-markdown=3.4.1-2+deb12u1",
          "cmark=0.30.2-6",
          "discount=2.2.7-2",
          "python3-docutils=0.19+dfsg-6",
          "sphinx-doc=5.3.0-4",
          "txt2tags=3.4-4");

  /**
   * The forty-seventh text, held out: the JVM's documentation — OpenJDK 17's API documents, Ant's
   * manual, Gradle, Commons Lang's API documents, Tomcat 10's and Jetty's documents, Groovy's and
   * Ivy's.
   */
  static final FetchedText UNSEEN_47 =
      fetched(
          47,
          "openjdk-17-doc=17.0.21.1+2-1~deb12u1",
          "ant-doc=1.10.13-1",
          "gradle=4.4.1-18",
          "libcommons-lang3-java-doc=3.12.0-2+deb12u1",
          "tomcat10-docs=10.1.60-1~deb12u1",
          "jetty9=9.4.57-1.1~deb12u1",
          "groovy-doc=2.4.21-8",
          "ivy-doc=2.5.1-2");

  /**
   * The forty-sixth text, held out: text editors and accessibility — Emacs' common files and Magit,
   * Neovim's runtime, nano, JOE, JED, mg, Kakoune, micro, Geany; the Orca screen reader, BRLTTY,
   * Speech Dispatcher, eSpeak NG, Festival, Onboard, yasr.
   */
  static final FetchedText UNSEEN_46 =
      fetched(
          46,
          "emacs-common=1:28.2+1-15+deb12u4",
          "elpa-magit=3.3.0-2",
          "neovim-runtime=0.7.2-7",
          "nano=7.2-1+deb12u1",
          "joe=4.6-1.1",
          "jed=1:0.99.20~pre.178+dfsg-6",
          "mg=20221112-1",
          "kakoune=2022.10.31-1",
          "micro=2.0.11-2+b1",
          "geany-common=1.38-1",
          "orca=43.1-1",
          "brltty=6.5-7+deb12u1",
          "speech-dispatcher=0.11.4-2",
          "espeak-ng=1.51+dfsg-10+deb12u2",
          "festival=1:2.5.0-9",
          "onboard=1.4.1-5+b7",
          "yasr=0.6.9-11");

  /**
   * The forty-fifth text, held out: functional languages and their build tools — Erlang's and GHC's
   * documents, cabal-install, Haskell Stack, rebar3, opam, dune, OCaml, CHICKEN Scheme, Elm,
   * Poly/ML, Hugs, Clojure.
   */
  static final FetchedText UNSEEN_45 =
      fetched(
          45,
          "erlang-doc=1:25.2.3+dfsg-1+deb12u4",
          "ghc-doc=9.0.2-4",
          "cabal-install=3.4.1.0-3",
          "haskell-stack=2.7.5-2",
          "rebar3=3.19.0-1",
          "opam=2.1.2-1+deb12u2",
          "dune=2.9.3-1",
          "ocaml-nox=4.13.1-4",
          "chicken-bin=5.3.0-1",
          "elm-compiler=0.19.1-2",
          "polyml=5.7.1-5",
          "hugs=98.200609.21-6+b1",
          "clojure=1.11.1-2");

  /**
   * The forty-fourth text, held out: directory services, authentication and network file systems —
   * OpenLDAP's server, 389 Directory Server, SSSD, nslcd, FreeIPA's client, Heimdal's and MIT
   * Kerberos' user tools, Samba's client and configuration, CIFS and NFS utilities, autofs.
   */
  static final FetchedText UNSEEN_44 =
      fetched(
          44,
          "slapd=2.5.13+dfsg-5",
          "389-ds-base=2.3.1+dfsg1-1+deb12u1",
          "sssd-common=2.8.2-4+deb12u1",
          "sssd-tools=2.8.2-4+deb12u1",
          "nslcd=0.9.12-4",
          "freeipa-client=4.9.11-1",
          "heimdal-docs=7.8.git20221117.28daf24+dfsg-2",
          "krb5-user=1.20.1-2+deb12u5",
          "smbclient=2:4.17.12+dfsg-0+deb12u4",
          "samba-common=2:4.17.12+dfsg-0+deb12u4",
          "cifs-utils=2:7.0-2",
          "nfs-common=1:2.6.2-4+deb12u1",
          "autofs=5.1.8-2+deb12u2");

  /**
   * The forty-third text, held out: Debian's packaging and archive tools — debhelper, debmake's
   * guide, dh-make, git-buildpackage, quilt, sbuild, pbuilder, piuparts, dput-ng, reprepro, aptly,
   * APT's documents.
   */
  static final FetchedText UNSEEN_43 =
      fetched(
          43,
          "debhelper=13.11.4",
          "debmake-doc=1.17-7",
          "dh-make=2.202301",
          "git-buildpackage=0.9.30",
          "quilt=0.67+really0.66-1",
          "sbuild=0.85.0",
          "pbuilder=0.231",
          "piuparts=1.1.7",
          "dput-ng=1.35+deb12u1",
          "reprepro=5.3.1-1+deb12u2",
          "aptly=1.5.0+ds1-1+b4",
          "apt-doc=2.6.2");

  /**
   * The forty-second text, held out: clusters, high availability and virtualization — Xen's and
   * Ganeti's documents, libvirt's reference, LXC, Docker's manual pages, runc and crun, Pacemaker,
   * Corosync, DRBD, GlusterFS, Ceph's tools, etcd, virt-install, Cockpit's guide.
   */
  static final FetchedText UNSEEN_42 =
      fetched(
          42,
          "ganeti-doc=3.0.2-3",
          "xen-doc=4.17.7+13-g2445b30a44-0+deb12u1",
          "libvirt-doc=9.0.0-4+deb12u2",
          "lxc=1:5.0.2-1+deb12u4",
          "docker.io=20.10.24+dfsg1-1+deb12u1+b6",
          "runc=1.1.5+ds1-1+deb12u1",
          "crun=1.8.1-1+deb12u1",
          "pacemaker-cli-utils=2.1.5-1+deb12u1",
          "corosync=3.1.7-1+deb12u2",
          "drbd-utils=9.22.0-1",
          "glusterfs-common=10.3-5",
          "ceph-common=16.2.15+ds-0+deb12u2",
          "etcd-server=3.4.23-4+b4",
          "virtinst=1:4.1.0-2",
          "cockpit-doc=287.1-0+deb12u3");

  /**
   * The forty-first text, held out: the kernel's and the C library's documentation — Linux's
   * Documentation tree (reStructuredText and HTML), the system calls' and C library's manual pages,
   * glibc's manual, binutils' manuals, strace and ltrace.
   */
  static final FetchedText UNSEEN_41 =
      fetched(
          41,
          "linux-doc-6.1=6.1.192-2",
          "manpages-dev=6.03-2",
          "glibc-doc=2.36-9+deb12u14",
          "binutils-doc=2.40-2",
          "strace=6.1-0.1",
          "ltrace=0.7.3-6.4");

  /**
   * The fortieth text, held out: languages' and shells' references — Python's whole documentation
   * (the library reference, the tutorial, the HOWTOs, What's New, their reStructuredText sources),
   * Bash's reference and examples, Tk's manual pages.
   */
  static final FetchedText UNSEEN_40 =
      fetched(40, "python3.11-doc=3.11.2-6+deb12u9", "bash-doc=5.2.15-2", "tk8.6-doc=8.6.13-2");

  /**
   * The thirty-ninth text, held out: desktop applications and their help — GNOME's user help and
   * Yelp, GNOME's and KDE's document viewers, editors, image viewers, players, maps, weather and
   * calendars (Evince, gedit, Eye of GNOME, Rhythmbox, Totem, Kate, Dolphin, Okular, Konsole,
   * Gwenview, Ark, Akregator), a web browser and a mail client (Epiphany, Geary), transfer and
   * remote desktop clients (Transmission, FileZilla, Remmina), Simple Scan, Shotwell, GNOME
   * Software.
   */
  static final FetchedText UNSEEN_39 =
      fetched(
          39,
          "gnome-user-docs=43.0-2",
          "yelp=42.2-1+deb12u2",
          "evince=43.1-2+deb12u1",
          "gedit=44.2-1",
          "eog=43.2-1+deb12u1",
          "rhythmbox=3.4.6-2+b1",
          "totem=43.0-2",
          "gnome-maps=43.5-2~deb12u1",
          "gnome-weather=43.0-1",
          "gnome-calendar=43.1-2",
          "kate=4:22.12.3-1",
          "dolphin=4:22.12.3-1",
          "okular=4:22.12.3-1+deb12u1",
          "konsole=4:22.12.3-1+deb12u1",
          "gwenview=4:22.12.3-1",
          "ark=4:22.12.3-1+deb12u1",
          "akregator=4:22.12.3-1",
          "epiphany-browser=43.1-1",
          "geary=43.0-1+b1",
          "transmission-gtk=3.00-2.1+deb12u1",
          "filezilla=3.63.0-1+deb12u3",
          "remmina=1.4.29+dfsg-1",
          "simple-scan=42.5-2",
          "shotwell=0.30.17-1+b1",
          "gnome-software=43.5-1~deb12u2");

  /**
   * The thirty-eighth text, held out: electronics and embedded systems — KiCad's manuals, debuggers
   * and programmers (OpenOCD, avrdude, flashrom, stlink, dfu-util), logic analysers (sigrok,
   * PulseView, GTKWave), microcontrollers' C libraries (avr-libc, newlib) and compilers (SDCC),
   * Arduino, serial consoles (minicom, picocom, pySerial, PyUSB, libftdi), circuit simulators
   * (ngspice, Gnucap), hardware description languages (Verilator, Icarus Verilog, Yosys), QEMU's
   * data and tools, device trees.
   */
  static final FetchedText UNSEEN_38 =
      fetched(
          38,
          "kicad-doc-en=6.0.11+dfsg-1",
          "openocd=0.12.0-1",
          "sigrok-cli=0.7.2-1+b1",
          "pulseview=0.4.2-3+b1",
          "avr-libc=1:2.0.0+Atmel3.6.2-3",
          "avrdude=7.1+dfsg-3",
          "arduino=2:1.8.19+dfsg1-1",
          "arduino-core-avr=1.8.7+dfsg-1~deb12u1",
          "minicom=2.8-2",
          "picocom=3.1-4",
          "qemu-system-data=1:7.2+dfsg-7+deb12u18",
          "qemu-utils=1:7.2+dfsg-7+deb12u18+b3",
          "device-tree-compiler=1.6.1-4+b1",
          "dfu-util=0.11-1",
          "stlink-tools=1.7.0+ds-1",
          "flashrom=1.3.0-2.1",
          "gnucap=1:0.36~20171003-1.1",
          "ngspice-doc=39.3+ds-1",
          "verilator=5.006-3",
          "iverilog=11.0-1.1+b1",
          "yosys=0.23-6",
          "gtkwave=3.3.118-0.1~deb12u1",
          "sdcc-doc=4.2.0+dfsg-1",
          "python3-serial=3.5-1.1",
          "python3-usb=1.2.1-2",
          "libftdi1-doc=1.5-6",
          "libnewlib-doc=3.3.0-1.3+deb12u1");

  /**
   * The thirty-seventh text, held out: languages, input methods and localization — IBus, Fcitx 5,
   * uim, Anthy, m17n's database, spelling dictionaries (Hunspell, Aspell, MySpell), hyphenation and
   * a thesaurus, the console's keyboard and fonts (console-setup, kbd), Unicode's data, and
   * translators' tools (the Translate Toolkit, Poedit, Lokalize).
   */
  static final FetchedText UNSEEN_37 =
      fetched(
          37,
          "ibus=1.5.27-5",
          "fcitx5=5.0.21-3",
          "uim=1:1.8.8-9.2+b2",
          "anthy=1:0.4-2",
          "hunspell-en-us=1:2020.12.07-2",
          "hunspell-de-de=20161207-11",
          "aspell-en=2020.12.07-0-1",
          "aspell-fr=0.50-3-8.1",
          "myspell-es=1.11-20",
          "console-setup=1.221",
          "kbd=2.5.1-1+b1",
          "keyboard-configuration=1.221",
          "m17n-db=1.8.0-5",
          "libm17n-0=1.8.0-6",
          "hyphen-en-us=2.8.8-7",
          "mythes-en-us=1:7.5.0-1",
          "unicode-data=15.0.0-1",
          "translate-toolkit=3.8.4-1",
          "poedit=3.2.2-1+b2",
          "lokalize=4:22.12.3-1");

  /**
   * The thirty-sixth text, held out: routing, addresses and links — FRRouting's and BIRD's
   * documents, radvd, Kea's, NTPsec's and linuxptp's, LLDP, Open vSwitch's documents, Wi-Fi
   * (hostapd, wpa_supplicant, iw), conntrackd and ipvsadm, PowerDNS and dnsdist, diagnostics
   * (iperf3, mtr, traceroute, arping, ndisc6), PPP and PPPoE, OpenConnect and vpnc.
   */
  static final FetchedText UNSEEN_36 =
      fetched(
          36,
          "frr-doc=8.4.4-1.1~deb12u2",
          "bird2=2.0.12-7",
          "radvd=1:2.19-1+b1",
          "kea-doc=2.2.0-6",
          "ntpsec=1.2.2+dfsg1-1+deb12u1",
          "ntpsec-doc=1.2.2+dfsg1-1+deb12u1",
          "linuxptp=3.1.1-4+b2",
          "lldpd=1.0.16-1+deb12u1",
          "openvswitch-doc=3.1.0-2+deb12u1",
          "hostapd=2:2.10-12+deb12u3",
          "wpasupplicant=2:2.10-12+deb12u3",
          "iw=5.19-1",
          "conntrackd=1:1.4.7-1+b2",
          "ipvsadm=1:1.31-1+b1",
          "pdns-server=4.7.3-2",
          "pdns-recursor=4.8.8-1+deb12u1",
          "dnsdist=1.7.3-2",
          "iperf3=3.12-1+deb12u2",
          "mtr-tiny=0.95-1",
          "traceroute=1:2.1.2-1",
          "arping=2.23-1",
          "ndisc6=1.0.5-1+b2",
          "ppp=2.4.9-1+1.1+b1",
          "pppoe=3.15-2",
          "openconnect=9.01-3",
          "vpnc=0.5.3+git20220927-1");

  /**
   * The thirty-fifth text, held out: media, streaming and voice — SIP and WebRTC servers and
   * clients (Kamailio, Janus, coturn, Linphone, baresip, Twinkle, sipsak, sngrep), XMPP and MQTT
   * (ejabberd, Mosquitto), Mumble, streaming (Icecast, Liquidsoap, DarkIce, ices, ezstream,
   * Snapcast, Shairport Sync), media servers (MiniDLNA, Gerbera), PipeWire's reference, music
   * tagging (beets, Picard, EasyTAG), mpc, opus-tools and GStreamer's tools.
   */
  static final FetchedText UNSEEN_35 =
      fetched(
          35,
          "kamailio=5.6.3-2",
          "coturn=4.6.1-1",
          "janus=1.1.2-1",
          "mumble-server=1.3.4-4",
          "icecast2=2.4.4-4+b1",
          "minidlna=1.3.0+dfsg-2.2+deb12u1",
          "gerbera=1.1.0+dfsg-3.1+b1",
          "shairport-sync=3.3.8-1+b2",
          "snapserver=0.26.0+dfsg1-1+deb12u1",
          "snapclient=0.26.0+dfsg1-1+deb12u1",
          "pipewire-doc=0.3.65-3+deb12u1",
          "ejabberd=23.01-1",
          "mosquitto=2.0.11-1.2+deb12u2",
          "mosquitto-clients=2.0.11-1.2+deb12u2",
          "liquidsoap=2.1.3-2",
          "darkice=1.3-0.3+b1",
          "ices2=2.0.3-1",
          "ezstream=1.0.2-2",
          "mpc=0.34-1+b1",
          "beets=1.6.0-4+deb12u1",
          "picard=2.8.5-1+b1",
          "easytag=2.4.3-5+b1",
          "opus-tools=0.2-1+b1",
          "gstreamer1.0-tools=1.22.0-2+deb12u1",
          "linphone-cli=5.1.65-4",
          "baresip=1.0.0-4",
          "twinkle=1:1.10.2+dfsg-2",
          "sipsak=0.9.8.1-1",
          "sngrep=1.6.0-1");

  /**
   * The thirty-fourth text, held out: office and personal productivity — LibreOffice's help,
   * Gnumeric's manual, AbiWord, Dia and Planner, calendars and task lists (Remind, calcurse, khal,
   * vdirsyncer, Taskwarrior, Timewarrior, todo.txt, Orage), accounting (Ledger, HomeBank, KMyMoney,
   * Skrooge), note-taking (Zim, CherryTree, Xournal++), Evince and Gramps.
   */
  static final FetchedText UNSEEN_34 =
      fetched(
          34,
          "libreoffice-help-en-us=4:7.4.7-1+deb12u14",
          "gnumeric-doc=1.12.55-1",
          "abiword=3.0.5~dfsg-3.2",
          "taskwarrior=2.6.2+dfsg-1",
          "remind=04.02.03-4",
          "calcurse=4.7.1-1",
          "khal=1:0.10.5-1.1",
          "vdirsyncer=0.19.0-1",
          "ledger=3.3.0-3",
          "homebank=5.6.2-1",
          "zim=0.75.1-1",
          "cherrytree=0.99.48+dfsg-1",
          "xournalpp=1.1.3-1",
          "evince=43.1-2+deb12u1",
          "planner=0.14.91-2",
          "dia=0.97.3+git20220525-5",
          "orage=4.16.0-2",
          "timewarrior=1.4.3+ds.1-2",
          "todotxt-cli=2.11.0-2",
          "gramps=5.1.5-1",
          "kmymoney=5.1.3-1+b6",
          "skrooge=2.29.0-1");

  /**
   * The thirty-third text, held out: cryptography and security tools — OpenSSL's and GnuTLS's
   * references, strongSwan, stunnel, sslh and torsocks, TLS scanners, OpenPGP and age, smart cards
   * and PKCS #11, integrity checkers and rootkit hunters, auditing, sandboxes, password crackers
   * and penetration testing.
   */
  static final FetchedText UNSEEN_33 =
      fetched(
          33,
          "libssl-doc=3.0.22-1~deb12u2",
          "gnutls-doc=3.7.9-2+deb12u7",
          "gnutls-bin=3.7.9-2+deb12u7",
          "strongswan-starter=5.9.8-5+deb12u6",
          "strongswan-charon=5.9.8-5+deb12u6",
          "torsocks=2.4.0-1",
          "lynis=3.0.8-1.1",
          "aide=0.18.3-1+deb12u5",
          "tripwire=2.4.3.7-4+b15",
          "john=1.9.0-2",
          "sslscan=2.0.7-1+b1",
          "testssl.sh=3.0.8+dfsg-1",
          "pass=1.7.4-6",
          "sq=0.27.0-2+b1",
          "age=1.1.1-1+b3",
          "opensc=0.23.0-0.3+deb12u2",
          "p11-kit=0.24.1-2",
          "sslh=1.20-1+deb12u1",
          "stunnel4=3:5.68-2+deb12u1",
          "rkhunter=1.4.6-11",
          "chkrootkit=0.57-2+b9",
          "auditd=1:3.0.9-1",
          "apparmor-utils=3.0.8-3",
          "firejail=0.9.72-2",
          "ettercap-common=1:0.8.3.1-11",
          "hydra=9.4-1",
          "sqlmap=1.7.2-1",
          "yara=4.2.3-4");

  /**
   * The thirty-second text, held out: language toolchains and build tools — Go's, Rust's Cargo,
   * OCaml's, Erlang's, Lisp's, Prolog's, Lua's, Forth's, Nim's and Vala's documents, LLVM and
   * Clang, CMake, Meson, Ninja and the GNU build system.
   */
  static final FetchedText UNSEEN_32 =
      fetched(
          32,
          "golang-1.19-doc=1.19.8-2",
          "cargo-doc=0.66.0+ds1-1",
          "ocaml-man=4.13.1-4",
          "erlang-manpages=1:25.2.3+dfsg-1+deb12u4",
          "sbcl-doc=2:2.2.9-1",
          "swi-prolog-doc=9.0.4+dfsg-2",
          "gprolog-doc=1.4.5.0-3",
          "lua5.4=5.4.4-3+deb12u1",
          "luarocks=3.8.0+dfsg1-1",
          "gforth=0.7.3+dfsg-9+b3",
          "nim-doc=1.6.10-2",
          "valac=0.56.3-1",
          "clang-14-doc=1:14.0.6-12",
          "llvm-14-doc=1:14.0.6-12",
          "cmake-doc=3.25.1-1",
          "meson=1.0.1-5",
          "ninja-build=1.11.1-2~deb12u1",
          "autoconf-doc=2.71-3",
          "automake=1:1.16.5-1.3",
          "libtool-doc=2.4.7-7~deb12u1",
          "gettext-doc=0.21-12",
          "flex-doc=2.6.4-8.2",
          "m4-doc=1.4.19-3");

  /**
   * The thirty-first text, held out: games and education — roguelikes, board games and their
   * engines, strategy and simulation games with their rules and scripts, emulators and interactive
   * fiction, typing and arithmetic tutors.
   */
  static final FetchedText UNSEEN_31 =
      fetched(
          31,
          "nethack-common=3.6.6-3+b2",
          "crawl-common=2:0.28.0-1.1",
          "crawl=2:0.28.0-1.1",
          "bsdgames=2.17-29+b1",
          "gnuchess=6.2.7-1+deb12u1",
          "gnugo=3.8-11",
          "xboard=4.9.1-2+b1",
          "polyglot=2.0.4+git20210322-1",
          "pychess=1.0.3-1",
          "gnome-chess=1:43.1-1",
          "freeciv-data=3.0.6-1+deb12u1",
          "openttd=13.0-2",
          "openttd-data=13.0-2",
          "minetest-data=5.6.1+dfsg+~1.9.0mt8+dfsg-2",
          "scummvm=2.7.0+dfsg-1",
          "dosbox=0.74-3-4+b1",
          "mednafen=1.29.0+dfsg-1+b1",
          "mame-doc=0.251+dfsg.1-1",
          "frotz=2.54+dfsg-3",
          "inform6-compiler=6.41-1",
          "inform6-library=6.12.6+dfsg1-1",
          "tuxmath=2.0.3-9",
          "klavaro=3.11-1+b1");

  static final String UNSEEN_6_STATUS = "unseen 6: package database";
  static final String UNSEEN_6_TOOLS = "unseen 6: tool output";

  static final String UNSEEN_5_JDK = "unseen 5: JDK sources";
  static final String UNSEEN_5_POMS = "unseen 5: Maven POMs";
  static final String UNSEEN_5_LOGS = "unseen 5: package logs";

  /** The text files in a zip, in name order, each a source named {@code ZIP!/ENTRY}. */
  private static void zipEntries(String kind, Path zip, Consumer<Line> sink) throws IOException {
    try (java.util.zip.ZipFile z = new java.util.zip.ZipFile(zip.toFile())) {
      List<? extends java.util.zip.ZipEntry> entries =
          z.stream()
              .filter(e -> !e.isDirectory())
              .sorted(java.util.Comparator.comparing(java.util.zip.ZipEntry::getName))
              .toList();
      for (java.util.zip.ZipEntry e : entries) {
        byte[] bytes;
        try (InputStream in = z.getInputStream(e)) {
          bytes = in.readAllBytes();
        }
        if (!hasNul(bytes)) {
          lines(kind, zip + "!/" + e.getName(), decode(bytes), sink);
        }
      }
    }
  }

  static final String UNSEEN_4_C = "unseen 4: C headers";
  static final String UNSEEN_4_PYTHON = "unseen 4: Python packages";
  static final String UNSEEN_4_NODE = "unseen 4: Node.js modules";
  static final String UNSEEN_4_VIM = "unseen 4: Vim runtime";

  static final String UNSEEN_3_ETC = "unseen 3: /etc";
  static final String UNSEEN_3_PERL = "unseen 3: Perl modules";
  static final String UNSEEN_3_PYTHON = "unseen 3: Python's library";

  /**
   * The readable regular files of text under {@code dir} and its subdirectories (none holding a NUL
   * in its first 8 KiB), sorted; none if it is not there.
   */
  private static List<Path> walk(Path dir, java.util.function.Predicate<Path> keep)
      throws IOException {
    return regularFiles(dir, keep.and(InstalledText::isText));
  }

  /** The readable regular files under {@code dir} that {@code keep} keeps, sorted; none if none. */
  private static List<Path> regularFiles(Path dir, java.util.function.Predicate<Path> keep)
      throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> Files.isRegularFile(p) && Files.isReadable(p) && keep.test(p))
          .sorted()
          .toList();
    }
  }

  private static boolean isText(Path p) {
    try (InputStream in = Files.newInputStream(p)) {
      return !hasNul(in.readNBytes(8192));
    } catch (IOException e) {
      return false;
    }
  }

  /** A NUL in the first 8 KiB: not text. */
  private static boolean hasNul(byte[] bytes) {
    for (int i = 0; i < Math.min(bytes.length, 8192); i++) {
      if (bytes[i] == 0) {
        return true;
      }
    }
    return false;
  }

  static final String UNSEEN_2_INFO = "unseen 2: info manuals";
  static final String UNSEEN_2_DOCS = "unseen 2: other documents";

  private static final Pattern OTHER_DOCS = Pattern.compile(".*\\.(md|txt|rst|html)(\\.gz)?");

  /** The names {@link #read} and {@link #readUnseen} read already. */
  private static final Pattern SEEN_DOCS =
      Pattern.compile("(copyright|changelog|NEWS|README|AUTHORS|THANKS|TODO|FAQ|BUGS)");

  static final String UNSEEN_MAN = "unseen: man 5, 7, 8";
  static final String UNSEEN_DOCS_KIND = "unseen: README and others";

  private static final Pattern UNSEEN_DOCS =
      Pattern.compile("(README|AUTHORS|THANKS|TODO|FAQ|BUGS)");

  private static final Pattern ROFF_FONT =
      Pattern.compile("\\\\(f(\\[[^\\]]*\\]|\\(..|.)|s[-+]?\\d|[&:%|^])");

  /**
   * A manual page's line as a reader sees it: roff font and size changes ({@code \fB}, {@code
   * \f[CB]}, {@code \s-1}) and zero-width escapes removed, {@code \-}, {@code \e}, {@code \(aq} and
   * {@code \(at} as the characters they print, and so are the quotes pod2man defines as strings
   * ({@code \*(Aq}, {@code \*(C'}, {@code \*(L"} …) and lynx's page its double quotes ({@code
   * \*(``}, {@code \*('')}).
   */
  static String withoutRoffEscapes(String line) {
    return ROFF_FONT
        .matcher(line)
        .replaceAll("")
        .replace("\\-", "-")
        .replace("\\e", "\\")
        .replace("\\(aq", "'")
        .replace("\\(at", "@")
        .replace("\\*(Aq", "'")
        .replace("\\*(C'", "'")
        .replace("\\*(C`", "`")
        .replace("\\*(L\"", "\"")
        .replace("\\*(R\"", "\"")
        .replace("\\*(``", "\"")
        .replace("\\*(''", "\"");
  }

  /**
   * {@code sink}, given each manual page's line as a reader sees it ({@link #withoutRoffEscapes}).
   */
  private static Consumer<Line> withoutRoffEscapes(Consumer<Line> sink) {
    return line ->
        sink.accept(
            new Line(line.kind(), line.source(), line.number(), withoutRoffEscapes(line.text())));
  }

  private static List<Path> docs(java.util.function.Predicate<Path> name) throws IOException {
    List<Path> files = new ArrayList<>();
    for (Path dir : sorted(Path.of("/usr/share/doc"), Files::isDirectory)) {
      files.addAll(sorted(dir, p -> Files.isRegularFile(p) && name.test(p)));
    }
    return files;
  }

  private static List<Path> sorted(Path dir, java.util.function.Predicate<Path> keep)
      throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(keep).sorted().toList();
    }
  }

  private static void files(String kind, List<Path> files, Consumer<Line> sink) throws IOException {
    for (Path p : files) {
      file(kind, p, p.toString(), sink);
    }
  }

  /** The lines of {@code p} (a {@code .gz} uncompressed) as the source {@code source}. */
  private static void file(String kind, Path p, String source, Consumer<Line> sink)
      throws IOException {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(p)) {
      bytes = in.readAllBytes();
    }
    if (p.toString().endsWith(".gz")) {
      try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
        bytes = in.readAllBytes();
      } catch (IOException e) {
        return; // not gzip after all
      }
    }
    lines(kind, source, decode(bytes), sink);
  }

  private static String decode(byte[] bytes) throws IOException {
    return StandardCharsets.UTF_8
        .newDecoder()
        .onMalformedInput(CodingErrorAction.REPLACE)
        .onUnmappableCharacter(CodingErrorAction.REPLACE)
        .decode(java.nio.ByteBuffer.wrap(bytes))
        .toString();
  }

  private static void lines(String kind, String source, String text, Consumer<Line> sink) {
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      sink.accept(new Line(kind, source, i + 1, lines[i]));
    }
  }

  // ---- logs that real tools write here --------------------------------------------------------

  private static final String BROKEN_CC =
      """
      #include <vector>
      #include "config.h"
      int main() {
        std::vector<int> v = 3;
        return undefined_call(v);
      }
      """;

  private static final String FAILING_TEST =
      """
      import json, os.path
      def test_parse():
          assert json.loads('[1, 2]') == [1, 3]
      def test_path():
          assert os.path.join('src', 'setup.py') == 'src/app.py'
      def test_open():
          open('missing/config.yml').read()
      """;

  private static void logs(Consumer<Line> sink) throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("uts58-eval");
    Files.writeString(dir.resolve("broken.cc"), BROKEN_CC);
    Files.writeString(dir.resolve("test_sample.py"), FAILING_TEST);
    run(sink, dir, "python-traceback", "python3", "-c", "import json; json.loads('{\"a\": }')");
    run(
        sink,
        dir,
        "python-urlopen",
        "python3",
        "-c",
        "import urllib.request as u; u.urlopen('http://127.0.0.1:9/status.json', timeout=5)");
    run(sink, dir, "perl-missing-module", "perl", "-e", "use No::Such::Module;");
    run(sink, dir, "perl-config", "perl", "-V");
    run(sink, dir, "gxx-errors", "g++", "-c", "broken.cc", "-o", "broken.o");
    run(
        sink,
        dir,
        "pytest-failures",
        "python3",
        "-m",
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        "test_sample.py");
    for (String pkg :
        new String[] {"perl-modules-5.36", "libpython3.11-stdlib", "python3.11-minimal"}) {
      run(sink, dir, "dpkg-" + pkg, "dpkg", "-L", pkg);
    }
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : s.toList()) {
        Files.deleteIfExists(p);
      }
    }
    Files.deleteIfExists(dir);
  }

  private static void run(Consumer<Line> sink, Path dir, String name, String... command)
      throws IOException, InterruptedException {
    run("log", sink, dir, name, command);
  }

  /** What {@code command} prints, run in {@code dir}, as the source {@code log:NAME}. */
  private static void run(
      String kind, Consumer<Line> sink, Path dir, String name, String... command)
      throws IOException, InterruptedException {
    Process p;
    try {
      p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    } catch (IOException e) {
      System.err.println(
          "eval: " + name + ": " + command[0] + " not available (" + e.getMessage() + ")");
      return;
    }
    p.getOutputStream().close();
    byte[] out = p.getInputStream().readAllBytes();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
    }
    // the temporary directory's name changes per run: keep line texts (and so labels) stable
    String text = decode(out).replace(dir.toString(), "/tmp/uts58-eval");
    lines(kind, "log:" + name.toLowerCase(Locale.ROOT), text, sink);
  }
}

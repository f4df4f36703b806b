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
   * usr/share/info}, and its programs, configuration and data. Such texts are listed in {@code
   * src/test/resources/eval/fetched-texts.tsv}.
   */
  static FetchedText fetched(int number, List<String> packages) {
    String[] kinds = kindsOf(number);
    return new FetchedText(packages, kinds[0], documentsOr(DOCS_OR_INFO, kinds[1], kinds[2]));
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

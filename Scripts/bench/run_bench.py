#!/usr/bin/env python3
"""Time genstrings against grep and xgettext on the benchmark corpus.

Called by Scripts/bench/bench.sh, which installs the tools, builds genstrings
and generates the corpus; this script only measures and reports.  Python 3
standard library only.

Every command runs once as a warm-up (its output is kept in the log folder
and checked); then come --runs rounds, in each of which every command runs
once, in turn, so that all of them are timed at the same moments of the
machine (a shared host's speed drifts over seconds, and a command timed in
a fast stretch against one timed in a slow one would make their ratio say
more about the host than about the commands).  For each run the wall time
comes from time.perf_counter() around fork/exec/wait, and user+sys CPU time
and peak RSS from os.wait4().  Finally each command runs once more under
/usr/bin/time -v, whose "Maximum resident set size" is the peak RSS that is
reported.
"""

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time

XGETTEXT_KEYWORDS = [
    "-k",                                       # no default keywords
    "-kNSLocalizedString:1,2c",
    "-kNSLocalizedStringFromTable:1,3c",
    "-kNSLocalizedStringFromTableInBundle:1,4c",
    "-kNSLocalizedStringWithDefaultValue:1,5c",
]

TARGETS = {
    "grep_ratio_max": 3.0,        # genstrings(all) / grep(all)
    "xgettext_ratio_min": 10.0,   # xgettext(objc) / genstrings(objc)
    "rss_mib_max": 100.0,         # peak RSS of genstrings(all), for the 50 MiB corpus
    "cpu_min": 1.5,               # (user+sys)/wall of genstrings(all) on 2 cores
    "samples_s_max": 0.050,       # genstrings on Samples/ObjCApp/Sources, process start included
}


def die(msg):
    print("bench: error: " + msg, file=sys.stderr)
    sys.exit(1)


# ------------------------------------------------------------- machine ----

def machine_info():
    info = {}
    try:
        info["nproc"] = len(os.sched_getaffinity(0))
    except AttributeError:
        info["nproc"] = os.cpu_count()
    info["cpu_model"] = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    info["cpu_model"] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    info["mem_gib"] = None
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    info["mem_gib"] = int(line.split()[1]) / 1048576.0
                    break
    except OSError:
        pass
    info["kernel"] = platform.system() + " " + platform.release()
    info["loadavg"] = loadavg()
    info["locale"] = os.environ.get("LC_ALL") or os.environ.get("LANG") or "(unset)"
    for tool, args in (("grep", ["grep", "--version"]), ("xgettext", ["xgettext", "--version"])):
        try:
            out = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                 universal_newlines=True).stdout
            info[tool + "_version"] = out.splitlines()[0].strip() if out else "?"
        except OSError:
            info[tool + "_version"] = "missing"
    return info


def loadavg():
    try:
        with open("/proc/loadavg") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "?"


# -------------------------------------------------------------- corpus ----

LANG_OF_EXT = {".m": "Objective-C", ".h": "Objective-C", ".swift": "Swift", ".c": "C", ".java": "Java"}


def corpus_stats(corpus):
    stats = {}
    for dirpath, dirnames, filenames in os.walk(corpus):
        dirnames.sort()
        for name in sorted(filenames):
            ext = os.path.splitext(name)[1]
            lang = LANG_OF_EXT.get(ext)
            if lang is None:
                continue
            with open(os.path.join(dirpath, name), "rb") as f:
                data = f.read()
            s = stats.setdefault(lang, [0, 0, 0])
            s[0] += 1
            s[1] += len(data)
            s[2] += data.count(b"\n")
    total = [sum(v[i] for v in stats.values()) for i in range(3)]
    return stats, total


# ------------------------------------------------------------- running ----

def exit_code(status):
    if os.WIFEXITED(status):
        return os.WEXITSTATUS(status)
    if os.WIFSIGNALED(status):
        return -os.WTERMSIG(status)
    return 255


def run_once(cmd, stdout, stderr, before=None):
    """Run cmd; return (wall s, user+sys s, maxrss KiB, exit code)."""
    if before:
        before()
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=stdout, stderr=stderr, stdin=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    t1 = time.perf_counter()
    p.returncode = exit_code(status)      # already reaped; keep Popen from waiting
    return t1 - t0, ru.ru_utime + ru.ru_stime, ru.ru_maxrss, p.returncode


def time_v(cmd, log_path, before=None):
    """Run cmd under /usr/bin/time -v; return dict of the interesting fields."""
    if before:
        before()
    with open(log_path, "w") as log:
        rc = subprocess.call(["/usr/bin/time", "-v"] + cmd, stdout=subprocess.DEVNULL,
                             stderr=log, stdin=subprocess.DEVNULL)
    with open(log_path, errors="replace") as log:
        text = log.read()
    if rc != 0:
        die("%s failed under /usr/bin/time (exit %d); see %s" % (cmd[0], rc, log_path))
    res = {}
    m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text)
    res["maxrss_kib"] = int(m.group(1)) if m else None
    m = re.search(r"Percent of CPU this job got: (\d+)%", text)
    res["cpu_percent"] = int(m.group(1)) if m else None
    m = re.search(r"User time \(seconds\): ([\d.]+)", text)
    u = float(m.group(1)) if m else 0.0
    m = re.search(r"System time \(seconds\): ([\d.]+)", text)
    s = float(m.group(1)) if m else 0.0
    res["cpu_seconds"] = u + s
    return res


def warm_up(name, cmd, logdir, ok_codes=(0,), before=None):
    """Run `cmd` once, its output logged; stop if it fails."""
    out_log = os.path.join(logdir, name + ".stdout")
    err_log = os.path.join(logdir, name + ".stderr")
    with open(out_log, "wb") as o, open(err_log, "wb") as e:
        w = run_once(cmd, o, e, before)
    if w[3] not in ok_codes:
        with open(err_log, errors="replace") as e:
            tail = e.read()[-2000:]
        die("%s exited with %d (warm-up run)\ncommand: %s\n%s" %
            (name, w[3], " ".join(cmd[:12]) + (" ..." if len(cmd) > 12 else ""), tail))


def bench(cmds, runs, logdir, ok_codes=(0,)):
    """Warm every command up once, then time `runs` rounds of all of them in turn, then
    run each under /usr/bin/time -v: per command name, its results."""
    for name, cmd, before in cmds:
        warm_up(name, cmd, logdir, ok_codes, before)
    timed = {name: [] for name, _, _ in cmds}
    for _ in range(runs):
        for name, cmd, before in cmds:
            wall, cpu, rss, rc = run_once(cmd, subprocess.DEVNULL, subprocess.DEVNULL, before)
            if rc not in ok_codes:
                die("%s exited with %d" % (name, rc))
            timed[name].append((wall, cpu, rss))
    results = {}
    for name, cmd, before in cmds:
        walls = [w for w, _, _ in timed[name]]
        cpus = [c for _, c, _ in timed[name]]
        tv = time_v(cmd, os.path.join(logdir, name + ".time-v"), before)
        with open(os.path.join(logdir, name + ".stderr"), "rb") as e:
            stderr_lines = e.read().count(b"\n")
        results[name] = {
            "median_s": statistics.median(walls),
            "min_s": min(walls),
            "max_s": max(walls),
            "runs": runs,
            "cpu_util": statistics.median([c / w for c, w in zip(cpus, walls)]),
            "cpu_median_s": statistics.median(cpus),
            "maxrss_kib_wait4": max(r for _, _, r in timed[name]),
            "maxrss_kib": tv["maxrss_kib"],
            "time_v_cpu_percent": tv["cpu_percent"],
            "stderr_lines": stderr_lines,
        }
    return results


def check_xgettext(tmpdir):
    """Make sure the installed xgettext accepts our keyword specs and
    extracts every Objective-C form."""
    src = os.path.join(tmpdir, "kwcheck.m")
    with open(src, "w") as f:
        f.write('// NSLocalizedString(@"in comment", @"c")\n'
                'a = NSLocalizedString(@"k1", @"c1");\n'
                'b = NSLocalizedStringFromTable(@"k2", @"T", @"c2");\n'
                'c = NSLocalizedStringFromTableInBundle(@"k3", @"T", [NSBundle bundleForClass:[X class]], @"c3");\n'
                'd = NSLocalizedStringWithDefaultValue(@"k4", @"T", [NSBundle mainBundle], @"v4", @"c4");\n')
    p = subprocess.run(["xgettext", "--language=ObjectiveC", "--from-code=UTF-8"] + XGETTEXT_KEYWORDS +
                       ["-o", "-", src], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if p.returncode != 0:
        die("xgettext rejected the keyword specs %s:\n%s" % (" ".join(XGETTEXT_KEYWORDS), p.stderr))
    ids = re.findall(r'^msgid "(.+)"$', p.stdout, re.M)
    if sorted(ids) != ["k1", "k2", "k3", "k4"]:
        die("xgettext keyword check: expected msgids k1..k4, got %r" % ids)


def strings_summary(outdir):
    """Count tables and entries written by genstrings (UTF-16 or UTF-8)."""
    tables = 0
    entries = 0
    size = 0
    for name in sorted(os.listdir(outdir)) if os.path.isdir(outdir) else []:
        if not name.endswith(".strings"):
            continue
        with open(os.path.join(outdir, name), "rb") as f:
            data = f.read()
        size += len(data)
        tables += 1
        if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
            text = data.decode("utf-16", errors="replace")
        elif len(data) > 1 and data[0] == 0 and data[1] != 0:
            text = data.decode("utf-16-be", errors="replace")
        elif len(data) > 1 and data[1] == 0 and data[0] != 0:
            text = data.decode("utf-16-le", errors="replace")
        else:
            text = data.decode("utf-8", errors="replace")
        entries += len(re.findall(r'^".*" = ".*";$', text, re.M))
    return tables, entries, size


def clear_dir(path):
    def f():
        if os.path.isdir(path):
            shutil.rmtree(path)
        os.makedirs(path)
    return f


# --------------------------------------------------------------- report ----

def fmt_s(x):
    if x is None:
        return "TBD"
    if x < 1:
        return "%.1f ms" % (x * 1000)
    return "%.2f s" % x


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True, help="genstrings binary")
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--objc-list", required=True, help="file with the .m/.h paths, one per line")
    ap.add_argument("--samples", help="small source folder timed on its own (Samples/ObjCApp/Sources)")
    ap.add_argument("--out", required=True, help="scratch output folder for genstrings")
    ap.add_argument("--logs", required=True, help="folder for logs and results")
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--mib", type=int, default=50, help="corpus size asked for (for the RSS target)")
    args = ap.parse_args()
    if args.runs < 1:
        die("--runs must be >= 1")

    os.makedirs(args.logs, exist_ok=True)
    mach = machine_info()
    stats, total = corpus_stats(args.corpus)
    with open(args.objc_list) as f:
        objc_files = [l.strip() for l in f if l.strip()]
    if not objc_files:
        die("no Objective-C files in " + args.objc_list)
    objc_bytes = sum(os.path.getsize(p) for p in objc_files)

    check_xgettext(args.logs)

    out_all = os.path.join(args.out, "all")
    out_objc = os.path.join(args.out, "objc")
    tool = args.bin
    cmds = [
        ("genstrings_all", [tool, "-SwiftUI", "-o", out_all, args.corpus], clear_dir(out_all)),
        ("grep_all", ["grep", "-r", "-F", "-c", "Localized", args.corpus], None),
        ("xgettext_objc", ["xgettext", "--language=ObjectiveC", "--from-code=UTF-8"] + XGETTEXT_KEYWORDS +
         ["-o", "/dev/null", "--files-from=" + args.objc_list], None),
        ("genstrings_objc", [tool, "-o", out_objc] + objc_files, clear_dir(out_objc)),
    ]
    samples_files = []
    if args.samples:
        out_samples = os.path.join(args.out, "samples")
        samples_files = [os.path.join(d, n) for d, _, ns in os.walk(args.samples) for n in ns]
        cmds.append(("genstrings_samples", [tool, "-o", out_samples, args.samples], clear_dir(out_samples)))
    labels = {
        "genstrings_all": "genstrings -SwiftUI, whole corpus",
        "grep_all": "grep -rFc Localized, whole corpus",
        "xgettext_objc": "xgettext, Objective-C (.m .h)",
        "genstrings_objc": "genstrings, Objective-C (.m .h)",
        "genstrings_samples": "genstrings, Samples/ObjCApp/Sources",
    }
    sizes = {
        "genstrings_all": (total[0], total[1]),
        "grep_all": (total[0], total[1]),
        "xgettext_objc": (len(objc_files), objc_bytes),
        "genstrings_objc": (len(objc_files), objc_bytes),
        "genstrings_samples": (len(samples_files), sum(os.path.getsize(p) for p in samples_files)),
    }

    print("Machine : %d CPUs (%s), %.1f GiB RAM, %s, locale %s" %
          (mach["nproc"], mach["cpu_model"], mach["mem_gib"] or 0, mach["kernel"], mach["locale"]))
    print("Tools   : %s; %s; genstrings = %s" % (mach["grep_version"], mach["xgettext_version"], tool))
    print("Corpus  : %s" % args.corpus)
    print("          %.1f MiB, %d files, %d lines" % (total[1] / 1048576.0, total[0], total[2]))
    for lang in ("Objective-C", "Swift", "C", "Java"):
        if lang in stats:
            f, b, l = stats[lang]
            print("          %-12s %6.1f MiB %5.1f%%  %5d files  %8d lines" %
                  (lang, b / 1048576.0, 100.0 * b / max(1, total[1]), f, l))
    print("Runs    : %d timed rounds of every command in turn after 1 warm-up, median wall time; load average %s" %
          (args.runs, mach["loadavg"]))
    print("")
    sys.stdout.flush()

    print("  timing %d rounds of the %d commands in turn ..." % (args.runs, len(cmds)), flush=True)
    results = bench(cmds, args.runs, args.logs)
    for name, _, _ in cmds:
        print("  timing %-40s %s" % (labels[name], fmt_s(results[name]["median_s"])))
    print("")

    # sanity check of genstrings' output
    warnings = []
    for name, outdir in (("genstrings_all", out_all), ("genstrings_objc", out_objc)):
        t, e, s = strings_summary(outdir)
        results[name]["tables"] = t
        results[name]["entries"] = e
        if t == 0 or e == 0:
            warnings.append("%s wrote no .strings entries into %s: its timings are meaningless" % (name, outdir))

    hdr = "%-36s %5s %6s %9s %9s %9s %9s %5s %9s" % ("command", "files", "MiB", "median", "min", "max",
                                                  "user+sys", "CPU", "peak RSS")
    print(hdr)
    print("-" * len(hdr))
    for name, _, _ in cmds:
        r = results[name]
        nf, nb = sizes[name]
        rss = r["maxrss_kib"]
        print("%-36s %5d %6.1f %9s %9s %9s %9s %4.0f%% %5.1f MiB" %
              (labels[name], nf, nb / 1048576.0, fmt_s(r["median_s"]), fmt_s(r["min_s"]),
               fmt_s(r["max_s"]), fmt_s(r["cpu_median_s"]), 100 * r["cpu_util"], (rss or 0) / 1024.0))
    print("")

    ga = results["genstrings_all"]
    go = results["genstrings_objc"]
    grep_ratio = ga["median_s"] / results["grep_all"]["median_s"]
    xg_ratio = results["xgettext_objc"]["median_s"] / go["median_s"]
    rss_mib = (ga["maxrss_kib"] or 0) / 1024.0
    rss_limit = TARGETS["rss_mib_max"] * args.mib / 50.0 if args.mib > 50 else TARGETS["rss_mib_max"]
    cpu = ga["cpu_util"]
    checks = [
        ("genstrings / grep, whole corpus", "%.2fx" % grep_ratio, "<= %gx" % TARGETS["grep_ratio_max"],
         grep_ratio <= TARGETS["grep_ratio_max"]),
        ("xgettext / genstrings, Objective-C", "%.1fx" % xg_ratio, ">= %gx" % TARGETS["xgettext_ratio_min"],
         xg_ratio >= TARGETS["xgettext_ratio_min"]),
        ("genstrings peak RSS, whole corpus", "%.1f MiB" % rss_mib, "<= %g MiB" % rss_limit,
         rss_mib <= rss_limit),
        ("genstrings (user+sys)/wall, whole", "%.2f" % cpu, ">= %.2g (%d CPUs)" % (TARGETS["cpu_min"], mach["nproc"]),
         cpu >= TARGETS["cpu_min"] or mach["nproc"] < 2),
    ]
    if "genstrings_samples" in results:
        samples_s = results["genstrings_samples"]["median_s"]
        checks.append(("genstrings, Samples (with start-up)", fmt_s(samples_s), "<= %s" % fmt_s(TARGETS["samples_s_max"]),
                       samples_s <= TARGETS["samples_s_max"]))
    print("%-36s %12s %20s  %s" % ("target", "measured", "goal", "result"))
    print("-" * 78)
    failed = 0
    for what, val, goal, ok in checks:
        if warnings:
            verdict = "n/a (no output)"
        else:
            failed += 0 if ok else 1
            verdict = "ok" if ok else "MISSED"
        print("%-36s %12s %20s  %s" % (what, val, goal, verdict))
    print("")
    print("genstrings output: %d tables / %d entries (whole corpus), %d / %d (Objective-C); "
          "stderr lines in warm-up: %d / %d" %
          (ga["tables"], ga["entries"], go["tables"], go["entries"], ga["stderr_lines"], go["stderr_lines"]))
    print("xgettext stderr lines in warm-up: %d" % results["xgettext_objc"]["stderr_lines"])
    mach["loadavg_after"] = loadavg()
    print("load average after: %s (other work on the machine skews the numbers)" % mach["loadavg_after"])
    for w in warnings:
        print("WARNING: " + w)

    # machine-readable results and a markdown table for Docs/benchmarks.md
    doc = {
        "machine": mach,
        "corpus": {"path": args.corpus, "mib": total[1] / 1048576.0, "files": total[0], "lines": total[2],
                   "by_language": {k: {"files": v[0], "bytes": v[1], "lines": v[2]} for k, v in stats.items()},
                   "objc_files": len(objc_files), "objc_bytes": objc_bytes},
        "runs": args.runs,
        "results": results,
        "ratios": {"genstrings_over_grep": grep_ratio, "xgettext_over_genstrings": xg_ratio},
        "targets": TARGETS,
        "targets_missed": failed,
        "warnings": warnings,
    }
    with open(os.path.join(args.logs, "results.json"), "w") as f:
        json.dump(doc, f, indent=2, sort_keys=True)
    with open(os.path.join(args.logs, "results.md"), "w") as f:
        f.write("| Command | Files | MiB | Median wall | Min wall | user+sys | (user+sys)/wall | Peak RSS |\n")
        f.write("|---|---:|---:|---:|---:|---:|---:|---:|\n")
        for name, _, _ in cmds:
            r = results[name]
            nf, nb = sizes[name]
            f.write("| %s | %d | %.1f | %s | %s | %s | %.0f%% | %.1f MiB |\n" %
                    (labels[name], nf, nb / 1048576.0, fmt_s(r["median_s"]), fmt_s(r["min_s"]),
                     fmt_s(r["cpu_median_s"]), 100 * r["cpu_util"], (r["maxrss_kib"] or 0) / 1024.0))
        f.write("\n| Ratio | Measured | Target |\n|---|---:|---:|\n")
        for what, val, goal, ok in checks:
            f.write("| %s | %s | %s |\n" % (what, val, goal))
    print("results: %s/results.{json,md}" % args.logs)
    if warnings:
        return 3 if os.environ.get("BENCH_STRICT") == "1" else 0
    if failed and os.environ.get("BENCH_STRICT") == "1":
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/bin/bash
# perfasm's cost in the recorded fork's shape (1 fork, 10 x 100 ms warmup, 20 x 100 ms measurement, JFR on):
# perfasm's defaults against skipInterpreter=true, on 17 and 25; JMH's lock waited for.
CP=${CP:?the explain test project classes + jmh-core, jopt-simple, commons-math3}
for jdk in java-17-openjdk-amd64 temurin-25-jdk-amd64; do
  JAVA=/usr/lib/jvm/$jdk/bin/java
  for mode in jfr default skipInterpreter; do
    opts="events=cpu-clock;top=5;hotThreshold=0.05"; [ "$mode" = skipInterpreter ] && opts="$opts;skipInterpreter=true"
    extra=(-prof "perfasm:$opts" -jvm ${WRAPPERS:?folder with java-<jdk>.sh scripts that put hsdis on LD_LIBRARY_PATH}/java-$jdk.sh); [ "$mode" = jfr ] && extra=()
    out=${TMPDIR:-/tmp}/cost3-$jdk-$mode.txt
    for try in $(seq 1 400); do
      start=$(date +%s.%N)
      $JAVA -cp $CP org.openjdk.jmh.Main HashBench -f 1 -wi 10 -w 100ms -i 20 -r 100ms -bm avgt -tu ns \
        -jvmArgsAppend "-XX:StartFlightRecording=filename=${TMPDIR:-/tmp}/cost.jfr,settings=profile" "${extra[@]}" -o $out >/dev/null 2>&1
      end=$(date +%s.%N)
      grep -q "Run complete" $out && break
      sleep 2
    done
    printf '%s %s: %.1f s wall, load %s, %s\n' "$jdk" "$mode" "$(echo "$end - $start" | bc)" "$(cut -d' ' -f1 /proc/loadavg)" "$(grep -E '^HashBench.hash +avgt' $out | tr -s ' ')"
  done
done

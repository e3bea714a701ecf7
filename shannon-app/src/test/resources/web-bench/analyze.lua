-- wrk script: POST /api/bridgit/analyze with bodies drawn at random from a file written by
--   java -cp … dev.shannon.app.web.LoadBench --dump positions.txt --n 14
-- Usage: wrk -t2 -c50 -d20s -s analyze.lua http://127.0.0.1:8080 -- positions.txt
local bodies = {}

init = function(args)
  for line in io.lines(args[1] or "positions.txt") do
    bodies[#bodies + 1] = line
  end
  math.randomseed(os.time() + math.floor(os.clock() * 1e6))
end

request = function()
  return wrk.format("POST", "/api/bridgit/analyze", {["Content-Type"] = "application/json"}, bodies[math.random(#bodies)])
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("requests %d in %.1f s (%.0f/s); errors: status %d, connect %d, read %d, write %d, timeout %d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    e.status, e.connect, e.read, e.write, e.timeout))
  io.write(string.format("latency ms: median %.2f, p90 %.2f, p99 %.2f, max %.2f\n",
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end

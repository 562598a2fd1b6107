"""Device benchmarks (run on the GPU machine; see benchmarks/device_suite.sh)."""

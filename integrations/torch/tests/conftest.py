"""Makes the built package importable: ASCENDC_HOST_TORCH_BUILD names the
build's python/ folder (scripts/torch_demo.sh sets it; default build/python)."""
import os
import sys

_BUILD_PYTHON = os.environ.get("ASCENDC_HOST_TORCH_BUILD") or os.path.join(
    os.path.dirname(__file__), "..", "..", "..", "build", "python")
sys.path.insert(0, os.path.abspath(_BUILD_PYTHON))


def probe_library_path():
    """The test-only operator library built next to the package."""
    return os.path.join(os.path.abspath(_BUILD_PYTHON), "libascendc_host_torch_testing.so")

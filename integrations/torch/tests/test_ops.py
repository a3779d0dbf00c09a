"""torch.ops.ascendc_host.* against the torch operators they replace.

Every comparison is bit for bit (data movement and IEEE add are exact)."""
import threading

import pytest
import torch

import ascendc_host_torch as ah
from conftest import probe_library_path

BITS = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
WIDE_DTYPES = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.float16, torch.bfloat16, torch.int32,
               torch.float32]
ALL_DTYPES = WIDE_DTYPES + [torch.int64, torch.float64]
# Lengths around DataBlock (32 B), register (256 B), tile and block edges.
LENGTHS = [0, 1, 2, 7, 31, 33, 255, 257, 4097, 65537, 300001]


def random_tensor(shape, dtype, generator):
    if dtype == torch.bool:
        return torch.randint(0, 2, shape, generator=generator).bool()
    if dtype.is_floating_point:
        return torch.randn(shape, generator=generator).to(dtype)
    info = torch.iinfo(dtype)
    return torch.randint(max(info.min, -2**31), min(info.max, 2**31 - 1), shape, generator=generator,
                         dtype=torch.int64).to(dtype)


def same_bits(a, b):
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    if a.dtype == torch.bool:
        return torch.equal(a, b)
    return torch.equal(a.contiguous().view(BITS[a.element_size()]), b.contiguous().view(BITS[b.element_size()]))


@pytest.fixture
def rng():
    return torch.Generator().manual_seed(1234)


@pytest.fixture(params=[1, 2, 4], ids=lambda n: f"{n}threads")
def threads(request):
    saved = torch.get_num_threads()
    torch.set_num_threads(request.param)
    yield request.param
    torch.set_num_threads(saved)


# ---- embedding --------------------------------------------------------------

@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=str)
@pytest.mark.parametrize("rows,dim", [(1, 1), (1000, 1), (1000, 3), (300, 16), (50000, 3), (50000, 64), (70, 1000)])
def test_embedding_matches_torch(rng, dtype, rows, dim):
    weight = random_tensor((rows, dim), dtype, rng)
    indices = torch.randint(0, rows, (2, 1500), generator=rng)
    assert same_bits(ah.embedding(weight, indices), weight[indices])


@pytest.mark.parametrize("n", LENGTHS)
def test_embedding_index_counts(rng, threads, n):
    weight = torch.randn(777, 5, generator=rng)
    indices = torch.randint(0, 777, (n,), generator=rng, dtype=torch.int32)
    assert same_bits(ah.embedding(weight, indices), torch.nn.functional.embedding(indices.long(), weight))


def test_embedding_edge_rows_use_backed_off_windows(rng):
    weight = torch.randn(40000, 5, generator=rng)  # 800 KB table: rows come from GM in 32-byte windows
    indices = torch.tensor([39999, 0, 39998, 39997, 1, 39999])
    assert same_bits(ah.embedding(weight, indices), weight[indices])


def test_embedding_rejects_out_of_range_indices():
    weight = torch.randn(10, 4)
    with pytest.raises(RuntimeError, match="index 10 is out of range for weight with 10 rows"):
        ah.embedding(weight, torch.tensor([0, 10]))
    with pytest.raises(RuntimeError, match="index -1 is out of range"):
        ah.embedding(weight, torch.tensor([-1, 3]))


def test_embedding_rejects_bad_arguments():
    with pytest.raises(RuntimeError, match="weight must be 2-D"):
        ah.embedding(torch.randn(10), torch.tensor([1]))
    with pytest.raises(RuntimeError, match="indices has dtype Float; supported: Long, Int"):
        ah.embedding(torch.randn(10, 2), torch.tensor([1.0]))


# ---- masked_compact ---------------------------------------------------------

@pytest.mark.parametrize("dtype", WIDE_DTYPES, ids=str)
@pytest.mark.parametrize("n", LENGTHS)
def test_masked_compact_matches_masked_select(rng, dtype, n):
    src = random_tensor((n,), dtype, rng)
    mask = torch.rand(n, generator=rng) < 0.5
    out, kept = ah.masked_compact(src, mask)
    assert same_bits(out, torch.masked_select(src, mask))
    assert kept == int(mask.sum())


@pytest.mark.parametrize("density", [0.0, 0.01, 0.99, 1.0])
def test_masked_compact_densities(rng, threads, density):
    src = torch.randn(3, 100003, generator=rng)
    mask = torch.rand(3, 100003, generator=rng) < density
    out, kept = ah.masked_compact(src, mask)
    assert same_bits(out, torch.masked_select(src, mask)) and kept == int(mask.sum())


def test_masked_compact_rejects_bad_arguments():
    with pytest.raises(RuntimeError, match="mask has dtype Byte; supported: Bool"):
        ah.masked_compact(torch.randn(8), torch.ones(8, dtype=torch.uint8))
    with pytest.raises(RuntimeError, match="no broadcasting"):
        ah.masked_compact(torch.randn(8, 2), torch.ones(8, dtype=torch.bool))
    with pytest.raises(RuntimeError, match="has no GatherMask form"):
        ah.masked_compact(torch.randn(8, dtype=torch.float64), torch.ones(8, dtype=torch.bool))


# ---- deinterleave -----------------------------------------------------------

@pytest.mark.parametrize("dtype", WIDE_DTYPES, ids=str)
@pytest.mark.parametrize("n", LENGTHS)
def test_deinterleave_matches_strided_views(rng, dtype, n):
    x = random_tensor((2 * n,), dtype, rng)
    even, odd = ah.deinterleave(x)
    assert same_bits(even, x[0::2]) and same_bits(odd, x[1::2])


def test_deinterleave_keeps_leading_dimensions(rng, threads):
    x = torch.randn(5, 3, 70002, generator=rng)
    even, odd = ah.deinterleave(x)
    assert even.shape == (5, 3, 35001)
    assert same_bits(even, x[..., 0::2]) and same_bits(odd, x[..., 1::2])


def test_deinterleave_rejects_bad_arguments():
    with pytest.raises(RuntimeError, match="last dimension of x must be even"):
        ah.deinterleave(torch.randn(3, 5))
    with pytest.raises(RuntimeError, match="has no deinterleaving load"):
        ah.deinterleave(torch.randn(4, dtype=torch.float64))


# ---- add --------------------------------------------------------------------

needs_add = pytest.mark.skipif(not ah.add_available(),
                               reason="AscendC::Add (vector compute API) is not in this build of the library")


@needs_add
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16, torch.int32, torch.int16], ids=str)
@pytest.mark.parametrize("n", LENGTHS)
def test_add_matches_torch_add(rng, dtype, n):
    x, y = random_tensor((n,), dtype, rng), random_tensor((n,), dtype, rng)
    assert same_bits(ah.add(x, y), torch.add(x, y))


@needs_add
def test_add_special_values():
    x = torch.tensor([float("inf"), -0.0, 1e-45, 3.4e38, -1.0, 0.0] * 11)
    y = torch.tensor([1.0, -0.0, 1e-45, 3.4e38, 1.0, -0.0] * 11)
    assert same_bits(ah.add(x, y), torch.add(x, y))


@needs_add
def test_add_rejects_bad_arguments():
    with pytest.raises(RuntimeError, match="no broadcasting"):
        ah.add(torch.randn(4), torch.randn(2, 4))
    with pytest.raises(RuntimeError, match="y has dtype Half, x has Float"):
        ah.add(torch.randn(4), torch.randn(4).half())


def test_add_says_when_it_has_no_kernel():
    if ah.add_available():
        pytest.skip("this build has AscendC::Add")
    with pytest.raises(RuntimeError, match="this build has no AscendC::Add"):
        ah.add(torch.randn(4), torch.randn(4))


# ---- rules every op shares --------------------------------------------------

OPS = ["embedding", "masked_compact", "deinterleave", "add"]


def op_call(which, x):
    """A call of op `which` on x (float32, 64 x 64 elements) or tensors made like it."""
    if which == "add" and not ah.add_available():
        pytest.skip("AscendC::Add (vector compute API) is not in this build of the library")
    calls = {
        "embedding": lambda: ah.embedding(x, torch.tensor([1, 2])),
        "masked_compact": lambda: ah.masked_compact(x, torch.ones(x.shape, dtype=torch.bool)),
        "deinterleave": lambda: ah.deinterleave(x),
        "add": lambda: ah.add(x, x),
    }
    return calls[which]


@pytest.mark.parametrize("which", OPS)
def test_non_contiguous_input_is_refused(which):
    call = op_call(which, torch.randn(64, 128)[:, ::2])
    with pytest.raises(RuntimeError, match="is not contiguous .* call .contiguous\\(\\) first"):
        call()


@pytest.mark.parametrize("which", OPS)
def test_wrong_device_is_refused(which):
    # Only CPU kernels are registered: the dispatcher refuses other devices by the op's name.
    call = op_call(which, torch.randn(64, 64, device="meta"))
    with pytest.raises(RuntimeError, match="ascendc_host::" + which):
        call()


@pytest.mark.parametrize("which", OPS)
def test_requires_grad_is_refused_unless_grad_is_off(which):
    call = op_call(which, torch.randn(64, 64, requires_grad=True))
    with pytest.raises(RuntimeError, match="requires grad, but ascendc_host ops are not differentiable"):
        call()
    with torch.no_grad():
        call()


def test_results_do_not_depend_on_thread_count(rng):
    weight = torch.randn(3000, 7, generator=rng)
    indices = torch.randint(0, 3000, (400000,), generator=rng)
    src = torch.randn(1 << 20, generator=rng)
    mask = torch.rand(1 << 20, generator=rng) < 0.3
    saved = torch.get_num_threads()
    results = []
    try:
        for n in (1, 2, 3, 8):
            torch.set_num_threads(n)
            results.append((ah.embedding(weight, indices), ah.masked_compact(src, mask)[0], ah.deinterleave(src)))
    finally:
        torch.set_num_threads(saved)
    for r in results[1:]:
        assert all(same_bits(a, b) for a, b in zip(r[:2], results[0][:2]))
        assert same_bits(r[2][0], results[0][2][0]) and same_bits(r[2][1], results[0][2][1])


def test_many_python_threads_at_once(rng):
    weight = torch.randn(5000, 9, generator=rng)
    cases = []
    for k in range(16):
        indices = torch.randint(0, 5000, (20000 + 997 * k,), generator=rng)
        src = torch.randn(100000 + 13 * k, generator=rng)
        mask = torch.rand(src.shape, generator=rng) < 0.5
        cases.append((indices, src, mask))
    failures = []

    def work(indices, src, mask):
        try:
            for _ in range(5):
                assert same_bits(ah.embedding(weight, indices), weight[indices])
                assert same_bits(ah.masked_compact(src, mask)[0], src[mask])
                even, odd = ah.deinterleave(src[: src.numel() // 2 * 2])
                assert same_bits(even, src[0: src.numel() // 2 * 2: 2])
        except BaseException as error:  # reported below: pytest does not see other threads' failures
            failures.append(error)

    workers = [threading.Thread(target=work, args=case) for case in cases]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert not failures, failures[0]


def test_torchscript_calls_the_ops(rng):
    @torch.jit.script
    def pipeline(weight: torch.Tensor, indices: torch.Tensor, mask: torch.Tensor):
        rows = torch.ops.ascendc_host.embedding(weight, indices)
        kept, count = torch.ops.ascendc_host.masked_compact(rows, mask)
        even, odd = torch.ops.ascendc_host.deinterleave(rows)
        return kept, count, even, odd

    weight = torch.randn(100, 6, generator=rng)
    indices = torch.randint(0, 100, (50,), generator=rng)
    mask = torch.rand(50, 6, generator=rng) < 0.5
    kept, count, even, odd = pipeline(weight, indices, mask)
    rows = weight[indices]
    assert same_bits(kept, rows[mask]) and count == int(mask.sum())
    assert same_bits(even, rows[:, 0::2]) and same_bits(odd, rows[:, 1::2])


@pytest.mark.parametrize("blocks,failing", [(1, 0), (6, 4)])
def test_library_error_names_api_and_block(threads, blocks, failing):
    torch.ops.load_library(probe_library_path())
    with pytest.raises(RuntimeError) as raised:
        torch.ops.ascendc_host_testing.error_probe(blocks, failing)
    error = ah.KernelError.from_runtime_error(raised.value)
    assert error is not None, str(raised.value)
    assert (error.api, error.severity, error.block, error.kernel) == ("DataCopy", "FATAL", failing, "error_probe")
    assert "exceeds the bound GM buffer" in str(error)


# ---- large inputs (>= 64 MiB) -----------------------------------------------

def test_large_inputs(rng):
    n = 16 * 1024 * 1024 + 5  # 64 MiB of float32, plus a tail
    src = torch.randn(n, generator=rng)
    mask = torch.rand(n, generator=rng) < 0.5
    out, kept = ah.masked_compact(src, mask)
    assert same_bits(out, torch.masked_select(src, mask)) and kept == int(mask.sum())
    even, odd = ah.deinterleave(src[:-1])
    assert same_bits(even, src[:-1:2]) and same_bits(odd, src[1::2])
    weight = torch.randn(100000, 64, generator=rng)
    indices = torch.randint(0, 100000, (n // 64,), generator=rng)
    assert same_bits(ah.embedding(weight, indices), weight[indices])
    if ah.add_available():
        assert same_bits(ah.add(src, src), src + src)

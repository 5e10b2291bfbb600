"""Second step of `npm run train:digits`: trains the digit model on the data set make-data.ts wrote and
exports it for the hand-written forward pass in src/core/vision/model.ts.

Usage: python3 train.py DATA_DIR[,DATA_DIR…] OUT_JSON [--arch cnn|wide-cnn|small-cnn|mlp] [--epochs N] [--photo-weight N]
    [--final [--temperature T]] [--shape-changes]

Glossary: class 0 = "not a digit", 1..9 the digits; kind = 0 printed, 1 handwritten; splits as in
dataset.ts (train, calibration, validation, unseen, fold: the photos a --fold run keeps out, only scored). The validation split (held-out photos) is only ever
scored, after training, never used to pick anything. The temperature is fitted on the calibration split.
Without --final the calibration photos are also kept out of training; with --final they are trained on
and the temperature comes from the previous, non-final fit (passed with --temperature).

Needs Debian's python3-torch and python3-numpy (CPU only).
"""

import argparse
import base64
import datetime
import json
import math
import os
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

SPLITS = ["train", "calibration", "validation", "unseen", "fold"]
FEATURES = ["saturation", "value", "contrast", "inkFraction", "height", "width", "stroke", "inverted", "hueCos", "hueSin"]


def load(data_dirs):
    """Loads and joins the data sets in a comma-separated list of folders."""
    parts = [load_one(d) for d in data_dirs.split(",")]
    if len(parts) == 1:
        return parts[0]
    names = []
    for meta, *_ in parts:
        names += [n for n in meta["sources"] if n not in names]
    sources = [np.array([names.index(meta["sources"][s]) for s in src], dtype=np.uint8) for meta, _, _, _, src in parts]
    counts = {}
    for meta, *_ in parts:
        counts.update(meta.get("counts", {}))
    meta = {**parts[0][0], "sources": names, "counts": counts, "count": sum(p[0]["count"] for p in parts)}
    for m, *_ in parts[1:]:
        meta.update({k: v for k, v in m.items() if k not in meta})
    return (meta, torch.cat([p[1] for p in parts]), torch.cat([p[2] for p in parts]), torch.cat([p[3] for p in parts]), np.concatenate(sources))


def load_one(data_dir):
    meta = json.load(open(os.path.join(data_dir, "meta.json")))
    n, size = meta["count"], meta["patchSize"]
    patches = np.fromfile(os.path.join(data_dir, "patches.f32"), dtype="<f4").reshape(n, 1, 28, 28)
    features = np.fromfile(os.path.join(data_dir, "features.f32"), dtype="<f4").reshape(n, len(FEATURES))
    labels = np.fromfile(os.path.join(data_dir, "labels.u8"), dtype=np.uint8).reshape(n, 3)
    sources = np.fromfile(os.path.join(data_dir, "sources.u8"), dtype=np.uint8)
    assert size == 28 * 28
    if np.isnan(patches).any() or np.isnan(features).any():
        raise SystemExit(f"{data_dir}: NaN in patches or features; the extraction produced a broken cell")
    return meta, torch.from_numpy(patches.copy()), torch.from_numpy(features.copy()), torch.from_numpy(labels.astype(np.int64)), sources


class Net(nn.Module):
    def __init__(self, arch):
        super().__init__()
        self.arch = arch
        # Multiply-adds per cell, measured against accuracy in assets/models/README.md.
        if arch == "cnn":  # ~145k multiply-adds
            self.trunk = nn.Sequential(
                nn.Conv2d(1, 8, 5, stride=2, padding=2), nn.ReLU(),
                nn.Conv2d(8, 16, 3, stride=2, padding=1), nn.ReLU(),
                nn.Flatten(), nn.Linear(16 * 7 * 7, 64), nn.ReLU(),
            )
            width = 64
        elif arch == "wide-cnn":  # ~300k multiply-adds: the same shape, 1.5x the channels and a wider dense layer
            self.trunk = nn.Sequential(
                nn.Conv2d(1, 12, 5, stride=2, padding=2), nn.ReLU(),
                nn.Conv2d(12, 24, 3, stride=2, padding=1), nn.ReLU(),
                nn.Flatten(), nn.Linear(24 * 7 * 7, 96), nn.ReLU(),
            )
            width = 96
        elif arch == "small-cnn":  # ~40k multiply-adds: 14×14 input, two 3×3 convolutions
            self.trunk = nn.Sequential(
                nn.AvgPool2d(2),
                nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                nn.Conv2d(8, 16, 3, stride=2, padding=1), nn.ReLU(),
                nn.Flatten(), nn.Linear(16 * 4 * 4, 48), nn.ReLU(),
            )
            width = 48
        else:  # "mlp", ~25k multiply-adds: 14×14 input
            self.trunk = nn.Sequential(
                nn.AvgPool2d(2), nn.Flatten(), nn.Linear(14 * 14, 96), nn.ReLU(), nn.Linear(96, 64), nn.ReLU(),
            )
            width = 64
        self.dropout = nn.Dropout(0.2)
        self.digit = nn.Linear(width, 10)
        self.kind = nn.Sequential(nn.Linear(width + len(FEATURES), 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, x, f):
        e = self.trunk(x)
        return self.digit(self.dropout(e)), self.kind(torch.cat([e, f], 1)).squeeze(1)


def elastic(x, amount=1.0, grain=4):
    """Bends each patch by a smooth random field of moves (about `amount` pixels, changing over a
    `grain`×`grain` lattice): pen strokes wobble and lean differently from writer to writer."""
    b, _, h, w = x.shape
    field = torch.randn(b, 2, grain, grain) * (2 * amount / w)
    field = field - field.mean(dim=(2, 3), keepdim=True)  # bends only: the affine step does the moving
    field = F.interpolate(field, size=(h, w), mode="bicubic", align_corners=False).permute(0, 2, 3, 1)
    identity = torch.eye(2, 3).unsqueeze(0).expand(b, 2, 3)
    grid = F.affine_grid(identity, x.shape, align_corners=False) + field
    return F.grid_sample(x, grid, align_corners=False, padding_mode="zeros")


def restroke(x):
    """Strokes a little thicker or thinner (a soft 3×3 dilation or erosion, by a random share)."""
    b = x.shape[0]
    share = torch.rand(b, 1, 1, 1)
    thicker = F.max_pool2d(x, 3, stride=1, padding=1)
    thinner = -F.max_pool2d(-x, 3, stride=1, padding=1)
    grow = (torch.rand(b, 1, 1, 1) < 0.5).float()
    target = grow * thicker + (1 - grow) * thinner
    return x + share * 0.6 * (target - x)


def augment(x, strength=1.0, handwritten=None, shape_changes=False):
    """Small random affine moves, blur, contrast and noise, applied to whole batches of patches; with
    `shape_changes`, also elastic bends for half of the handwritten patches and stroke width changes
    for a quarter of all."""
    b = x.shape[0]
    if shape_changes:
        x = x.clone()
        if handwritten is not None:
            bend = handwritten & (torch.rand(b) < 0.5)
            if bend.any():
                x[bend] = elastic(x[bend])
        stroke = torch.rand(b) < 0.25
        if stroke.any():
            x[stroke] = restroke(x[stroke])
    angle = (torch.rand(b) - 0.5) * 2 * math.radians(7) * strength
    scale = 1 + (torch.rand(b) - 0.5) * 0.2 * strength
    shear = (torch.rand(b) - 0.5) * 0.2 * strength
    tx = (torch.rand(b) - 0.5) * 0.12 * strength
    ty = (torch.rand(b) - 0.5) * 0.12 * strength
    cos, sin = torch.cos(angle) / scale, torch.sin(angle) / scale
    theta = torch.stack([torch.stack([cos, -sin + shear, tx], 1), torch.stack([sin, cos, ty], 1)], 1)
    grid = F.affine_grid(theta, x.shape, align_corners=False)
    x = F.grid_sample(x, grid, align_corners=False, padding_mode="zeros")
    blur = torch.rand(b) < 0.3 * strength
    if blur.any():
        k = torch.tensor([[1.0, 2.0, 1.0], [2.0, 4.0, 2.0], [1.0, 2.0, 1.0]]).view(1, 1, 3, 3) / 16
        x[blur] = F.conv2d(x[blur], k, padding=1)
    x = x * (0.6 + 0.6 * torch.rand(b, 1, 1, 1))
    noisy = (torch.rand(b, 1, 1, 1) < 0.3 * strength).float()
    x = x + noisy * torch.randn_like(x) * 0.06
    return x.clamp(0, 1)


def predict(net, x, f, batch=2048):
    net.eval()
    logits, kinds = [], []
    with torch.no_grad():
        for i in range(0, len(x), batch):
            a, b = net(x[i:i + batch], f[i:i + batch])
            logits.append(a)
            kinds.append(b)
    return torch.cat(logits), torch.cat(kinds)


def fit_temperature(logits, target):
    t = torch.ones(1, requires_grad=True)
    opt = torch.optim.LBFGS([t], lr=0.1, max_iter=100)

    def closure():
        opt.zero_grad()
        loss = F.cross_entropy(logits / t.clamp(min=0.05), target)
        loss.backward()
        return loss

    opt.step(closure)
    return float(t.clamp(min=0.05))


def report(name, logits, kinds, labels, temperature):
    """Accuracy of digits (1..9, class 0 excluded from the choice as in classify.ts), kinds, and how well
    confidence thresholds separate wrong cells from right ones."""
    digit_mask = labels[:, 0] > 0
    out = {"cells": int(digit_mask.sum())}
    if out["cells"] == 0:
        return out
    probs = F.softmax(logits / temperature, 1)
    lg, lb, pk = probs[digit_mask], labels[digit_mask], kinds[digit_mask]
    choice = lg[:, 1:].argmax(1) + 1
    conf = lg.gather(1, choice.view(-1, 1)).squeeze(1)
    right = choice == lb[:, 0]
    out["digitAccuracy"] = float(right.float().mean())
    for kind, kname in ((0, "printed"), (1, "handwritten")):
        m = lb[:, 1] == kind
        if m.any():
            out[kname] = {"cells": int(m.sum()), "digitAccuracy": float(right[m].float().mean()), "wrong": int((~right[m]).sum())}
    out["kindAccuracy"] = float(((pk > 0) == (lb[:, 1] == 1)).float().mean())
    both = right & ((pk > 0) == (lb[:, 1] == 1))
    out["digitAndKindAccuracy"] = float(both.float().mean())
    thresholds = {}
    for th in (0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99):
        flagged = conf < th
        wrong = ~right
        thresholds[str(th)] = {
            "wrongCaught": f"{int((flagged & wrong).sum())}/{int(wrong.sum())}",
            "rightFlagged": f"{int((flagged & right).sum())}/{int(right.sum())}",
        }
    out["thresholds"] = thresholds
    blank = labels[:, 0] == 0
    if blank.any():
        out["notADigit"] = {"cells": int(blank.sum()), "maxDigitConfidenceBelow0.9": float((probs[blank][:, 1:].max(1).values < 0.9).float().mean())}
    print(f"  {name}: {json.dumps(out)}")
    return out


def floats(t):
    return base64.b64encode(t.detach().numpy().astype("<f4").tobytes()).decode("ascii")


def export_stack(modules):
    specs = []
    for m in modules:
        if isinstance(m, nn.Conv2d):
            specs.append({"type": "conv", "inChannels": m.in_channels, "outChannels": m.out_channels, "kernel": m.kernel_size[0],
                          "stride": m.stride[0], "padding": m.padding[0], "weight": floats(m.weight), "bias": floats(m.bias)})
        elif isinstance(m, nn.Linear):
            specs.append({"type": "dense", "inputs": m.in_features, "outputs": m.out_features, "weight": floats(m.weight), "bias": floats(m.bias)})
        elif isinstance(m, nn.AvgPool2d):
            specs.append({"type": "avgpool", "size": m.kernel_size})
        elif isinstance(m, nn.MaxPool2d):
            specs.append({"type": "maxpool", "size": m.kernel_size})
        elif isinstance(m, nn.ReLU):
            specs.append({"type": "relu"})
        elif isinstance(m, (nn.Flatten, nn.Dropout)):
            pass
        else:
            raise ValueError(f"cannot export {m}")
    return specs


def jitter_ink(f):
    """Each cell's ink features as another sheet, camera and light would give them: saturation, brightness,
    contrast and the hue direction moved by a random share, sizes and stroke a little. The kind head then
    learns from how ink differs rather than from the training sheets' own inks (photo cells repeat every
    epoch with the same features)."""
    b = f.shape[0]
    f = f.clone()
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(b)
    f[:, 0] *= u(0.7, 1.3)  # saturation
    f[:, 1] = (f[:, 1] * u(0.8, 1.2)).clamp(0, 1)  # value
    f[:, 2] = (f[:, 2] * u(0.8, 1.2)).clamp(0, 1)  # contrast
    for k in (3, 4, 5, 6):  # ink fraction, height, width, stroke
        f[:, k] *= u(0.9, 1.1)
    turn = (torch.rand(b) - 0.5) * 2 * math.radians(15)
    c, s, scale = torch.cos(turn), torch.sin(turn), u(0.7, 1.3)
    hue_cos, hue_sin = f[:, 8].clone(), f[:, 9].clone()
    f[:, 8] = (c * hue_cos - s * hue_sin) * scale
    f[:, 9] = (s * hue_cos + c * hue_sin) * scale
    return f


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data")
    parser.add_argument("out")
    parser.add_argument("--arch", default="cnn")
    parser.add_argument("--epochs", type=int, default=20)
    parser.add_argument("--photo-weight", type=int, default=5)
    parser.add_argument("--final", action="store_true")
    parser.add_argument("--temperature", type=float, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shape-changes", action="store_true", help="elastic bends and stroke width changes too")
    parser.add_argument("--ink-jitter", action="store_true", help="ink features moved as another sheet would give them")
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)  # two threads spin-wait each other on a shared machine: ~10x slower here

    meta, x, f, y, sources = load(args.data)
    source_names = meta["sources"]
    split = y[:, 2]
    train_splits = [0, 1] if args.final else [0]
    train_idx = torch.nonzero(sum((split == s) for s in train_splits).bool()).squeeze(1)
    is_photo = torch.tensor([source_names[s].startswith("photo") for s in sources])
    photo_train = train_idx[is_photo[train_idx]]
    epoch_idx = torch.cat([train_idx] + [photo_train] * (args.photo_weight - 1))
    print(f"{len(x)} samples; training on {len(train_idx)} ({len(photo_train)} photo cells, repeated x{args.photo_weight})")

    net = Net(args.arch)
    params = sum(p.numel() for p in net.parameters())
    print(f"arch {args.arch}: {params} parameters")
    opt = torch.optim.Adam(net.parameters(), lr=2e-3, weight_decay=1e-5)
    steps = args.epochs * math.ceil(len(epoch_idx) / 256)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=steps, pct_start=0.15)
    started = time.time()
    for epoch in range(args.epochs):
        net.train()
        perm = epoch_idx[torch.randperm(len(epoch_idx))]
        total, n = 0.0, 0
        for i in range(0, len(perm), 256):
            idx = perm[i:i + 256]
            yb = y[idx]
            xb = augment(x[idx], handwritten=(yb[:, 0] > 0) & (yb[:, 1] == 1), shape_changes=args.shape_changes)
            logits, kind = net(xb, jitter_ink(f[idx]) if args.ink_jitter else f[idx])
            loss = F.cross_entropy(logits, yb[:, 0], label_smoothing=0.02)
            digit = yb[:, 0] > 0
            if digit.any():
                loss = loss + 0.5 * F.binary_cross_entropy_with_logits(kind[digit], yb[digit, 1].float())
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += float(loss) * len(idx)
            n += len(idx)
        print(f"epoch {epoch + 1}/{args.epochs}: loss {total / n:.4f} ({time.time() - started:.0f} s)")

    logits, kinds = predict(net, x, f)
    calib = split == 1
    if args.temperature is not None:
        temperature = args.temperature
    elif calib.any():
        temperature = fit_temperature(logits[calib], y[calib, 0])
    else:
        unseen = split == 3
        temperature = fit_temperature(logits[unseen], y[unseen, 0])
    print(f"temperature {temperature:.3f}")
    figures = {}
    for s, sname in enumerate(SPLITS):
        for src, src_name in enumerate(source_names):
            m = (split == s) & torch.from_numpy(sources == src)
            if m.any():
                figures[f"{sname}/{src_name}"] = report(f"{sname}/{src_name}", logits[m], kinds[m], y[m], temperature)
        photo_m = (split == s) & is_photo
        if photo_m.any() and s in (1, 2, 4):
            figures[f"{sname}/photos"] = report(f"{sname}/photos (all)", logits[photo_m], kinds[photo_m], y[photo_m], temperature)

    model = {
        "format": "sudoku-digit-model/1",
        "note": {
            "made": datetime.datetime.utcnow().strftime("%Y-%m-%d"),
            "by": "npm run train:digits (src/train/digits/)",
            "architecture": args.arch,
            "parameters": params,
            "epochs": args.epochs,
            "final": args.final,
            "shapeChanges": args.shape_changes,
            "data": meta.get("counts"),
            "fonts": len(meta.get("fonts", {}).get("training", [])),
            "figures": figures,
        },
        "inputSize": 28,
        "features": FEATURES,
        "temperature": temperature,
        "trunk": export_stack(net.trunk),
        "digitHead": export_stack([net.digit]),
        "kindHead": export_stack(net.kind),
    }
    with open(args.out, "w") as fh:
        json.dump(model, fh)
    print(f"wrote {args.out} ({os.path.getsize(args.out)} bytes) in {time.time() - started:.0f} s")


if __name__ == "__main__":
    main()

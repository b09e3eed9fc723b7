#!/usr/bin/env python3
"""Writes COUNT generated skills into FOLDER (each FOLDER/skill-N/SKILL.md with the references/ and scripts/
files it names), for Benchmarks/skills-bench.sh. Deterministic."""
import os
import sys

folder, count = sys.argv[1], int(sys.argv[2])
for index in range(count):
    name = f"skill-{index:04d}"
    os.makedirs(f"{folder}/{name}/references", exist_ok=True)
    os.makedirs(f"{folder}/{name}/scripts", exist_ok=True)
    with open(f"{folder}/{name}/scripts/step.sh", "w") as file:
        file.write("echo step\n")
    body = "\n".join(f"- Step {step}: run `scripts/step.sh` only when needed." for step in range(40))
    with open(f"{folder}/{name}/SKILL.md", "w") as file:
        file.write(f"---\nname: {name}\ndescription: Generated skill number {index} for the benchmark."
                   f" Use when measuring validation speed.\nlicense: Apache-2.0\nmetadata:\n"
                   f"  author: bench\n  version: \"1.0\"\n---\n# Skill {index}\n\n"
                   f"See [the guide](references/guide.md).\n\n{body}\n")
    with open(f"{folder}/{name}/references/guide.md", "w") as file:
        file.write("# Guide\n")
print(f"wrote {count} skills into {folder}")

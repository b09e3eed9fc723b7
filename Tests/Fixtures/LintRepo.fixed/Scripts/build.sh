#!/bin/sh
# TODO: not Swift, so no-todo does not apply
echo "done"
